//! A region written without a name in `let regions = (region …)` is named
//! only by its index in MLIR's constraint message (`region #1 failed to
//! verify constraint: …`); a named one adds `('name')`. The ops are MLIR's
//! test dialect's; every expected message was recorded from mlir-opt-22.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Test_Dialect : Dialect {
        let name = "test";
        let allowUnknownOperations = 1;
    }
    class TEST_Op<string mnemonic, list<Trait> traits = []> :
        Op<Test_Dialect, mnemonic, traits>;

    def SizedRegionOp : TEST_Op<"sized_region_op", []> {
      let regions = (region SizedRegion<2>:$my_region, SizedRegion<1>);
    }
    def SingleNoTerminatorCustomAsmOp : TEST_Op<"single_no_terminator_custom_asm_op",
                                                [SingleBlock, NoTerminator]> {
      let regions = (region SizedRegion<1>);
      let hasCustomAssemblyFormat = 1;
    }
    def VariadicNoTerminatorOp : TEST_Op<"variadic_no_terminator_op",
                                         GraphRegionNoTerminator.traits> {
      let regions = (region VariadicRegion<SizedRegion<1>>:$my_regions);
    }
    def UnnamedVariadicOp : TEST_Op<"unnamed_variadic", [NoTerminator]> {
      let regions = (region VariadicRegion<MinSizedRegion<1>>);
    }
}

fn verify(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default()))
}

const TWO_BLOCKS: &str =
    "{\n^bb0:\n  \"test.x\"() [^bb1] : () -> ()\n^bb1:\n  \"test.y\"() : () -> ()\n}";

#[test]
fn an_unnamed_region_is_named_by_its_index() {
    assert_eq!(
        verify(&format!(
            "\"test.sized_region_op\"() ({TWO_BLOCKS}, {{\n}}) : () -> ()"
        ))
        .unwrap_err(),
        "'test.sized_region_op' op region #1 failed to verify constraint: region with 1 blocks"
    );
    assert_eq!(
        verify("\"test.single_no_terminator_custom_asm_op\"() ({\n}) : () -> ()").unwrap_err(),
        "'test.single_no_terminator_custom_asm_op' op region #0 failed to verify constraint: region with 1 blocks"
    );
    assert_eq!(
        verify("\"test.unnamed_variadic\"() ({\n  \"test.x\"() : () -> ()\n}, {\n}) : () -> ()")
            .unwrap_err(),
        "'test.unnamed_variadic' op region #1 failed to verify constraint: region with at least 1 blocks"
    );
}

#[test]
fn a_named_region_keeps_its_name() {
    assert_eq!(
        verify("\"test.sized_region_op\"() ({\n  \"test.x\"() : () -> ()\n}, {\n  \"test.z\"() : () -> ()\n}) : () -> ()").unwrap_err(),
        "'test.sized_region_op' op region #0 ('my_region') failed to verify constraint: region with 2 blocks"
    );
    assert_eq!(
        verify("\"test.variadic_no_terminator_op\"() ({\n  \"test.x\"() : () -> ()\n}, {\n}) : () -> ()").unwrap_err(),
        "'test.variadic_no_terminator_op' op region #1 ('my_regions') failed to verify constraint: region with 1 blocks"
    );
    verify(&format!(
        "\"test.sized_region_op\"() ({TWO_BLOCKS}, {{\n  \"test.z\"() : () -> ()\n}}) : () -> ()"
    ))
    .unwrap();
}
