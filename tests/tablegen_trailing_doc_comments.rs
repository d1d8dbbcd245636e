//! A `///` comment with nothing after it, closing a record body, a
//! `let … in { … }` or the block (Catalyst's `MitigationDialect.td` ends its
//! dialect record with `/// Use the default type printing/parsing hooks`
//! above two commented-out `let`s): a comment to TableGen, which Rust's
//! tokenizer turns into a `#[doc]` attribute with nothing to document. It
//! was "expected `let NAME = VALUE;` … found the end of the input", twice.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Mit_Dialect : Dialect {
        let name = "mit";
        let cppNamespace = "::cat::mit";
        /// Use the default hooks, otherwise we would define them.
        // let useDefaultTypePrinterParser = 1;
    }
    class Mit_Op<string mnemonic, list<Trait> traits = []> : Op<Mit_Dialect, mnemonic, traits> {
        let summary = "a mitigation op";
        /// (The summary above is the class's.)
    }
    let hasVerifier = 0 in {
        def Mit_ZneOp : Mit_Op<"zne"> {
            let arguments = (ins Variadic<AnyType>:$args, RankedTensorOf<[AnySignlessIntegerOrIndex]>:$factors);
            let results = (outs Variadic<AnyTypeOf<[AnyFloat, RankedTensorOf<[AnyFloat]>]>>);
        }
        /// More ops would go here.
    }
    /// The end of the file.
}

fn check(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    MitDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!(
        "\"builtin.module\"() ({{\n  %0 = \"test.x\"() : () -> tensor<3xindex>\n  %1 = \"test.x\"() : () -> i1\n{body}}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn trailing_doc_comments_are_comments() {
    assert_eq!(
        MitDialect::OPS.iter().map(|d| d.name).collect::<Vec<_>>(),
        ["mit.zne"]
    );
    check("  %2:2 = \"mit.zne\"(%1, %0) : (i1, tensor<3xindex>) -> (f32, tensor<2xf64>)\n")
        .unwrap();
    assert_eq!(
        check("  %2 = \"mit.zne\"(%1, %0) : (i1, tensor<3xindex>) -> i32\n").unwrap_err(),
        "'mit.zne' op result #0 must be variadic of floating-point or ranked tensor of floating-point values, but got 'i32'"
    );
}
