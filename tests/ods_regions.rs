//! Region constraints of `ods!` (`SizedRegion<N>`, `MinSizedRegion<N>`,
//! `MaxSizedRegion<N>`, `AnyRegion`, `VariadicRegion<C>`): the verifier
//! reports a region with the wrong number of blocks with MLIR's message
//! (`region #I ('name') failed to verify constraint: <summary>`, each
//! region of a variadic group numbered on its own).

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    dialect rc;

    def ShapesOp : Op<"shapes", [NoTerminator]> {
        let regions = (region MinSizedRegion<2>:$atLeastTwo, MaxSizedRegion<1>:$atMostOne,
                       AnyRegion:$any, VariadicRegion<SizedRegion<1>>:$rest);
    }
}

/// Verifies `"rc.shapes"` with regions of `blocks[i]` blocks each; the
/// verifier's messages.
fn verify(blocks: &[usize]) -> Vec<String> {
    let regions: Vec<String> = blocks
        .iter()
        .map(|&n| {
            let body: String = (0..n)
                .map(|i| format!("  ^bb{i}:\n    \"test.op\"() : () -> ()\n"))
                .collect();
            format!("{{\n{body}}}")
        })
        .collect();
    let src = format!("\"rc.shapes\"() ({}) : () -> ()\n", regions.join(", "));
    let mut ctx = Context::new();
    RcDialect::register(&mut ctx);
    let module = parse_module(&mut ctx, &src, "input.mlir").expect("input parses");
    match drr::verifier::verify(&ctx, module) {
        Ok(()) => Vec::new(),
        Err(errors) => errors.into_iter().map(|e| e.message).collect(),
    }
}

#[test]
fn block_counts_within_bounds_verify() {
    assert_eq!(verify(&[2, 0, 0]), Vec::<String>::new());
    assert_eq!(verify(&[3, 1, 5, 1, 1]), Vec::<String>::new());
}

#[test]
fn min_sized_region() {
    assert_eq!(
        verify(&[1, 1, 0]),
        [
            "'rc.shapes' op region #0 ('atLeastTwo') failed to verify constraint: region with at least 2 blocks"
        ]
    );
}

#[test]
fn max_sized_region() {
    assert_eq!(
        verify(&[2, 2, 0]),
        [
            "'rc.shapes' op region #1 ('atMostOne') failed to verify constraint: region with at most 1 blocks"
        ]
    );
}

#[test]
fn variadic_region_numbers_each_region() {
    assert_eq!(
        verify(&[2, 0, 0, 1, 2]),
        ["'rc.shapes' op region #4 ('rest') failed to verify constraint: region with 1 blocks"]
    );
}
