//! `let constBuilderCall = "…"` on a record of a library attribute class
//! restating the builder MLIR's ODS library already gives it (CIRCT's
//! `def NameRefArrayAttr : TypedArrayAttrBase<NameRefAttr, "…"> { let
//! constBuilderCall = "$_builder.getArrayAttr($0)"; }`): accepted, the
//! record is the library constraint, and its constants (a `"{}"` default)
//! are built as before. Another builder is an error
//! (`ui-tests/.../ods/library_const_builder_other.rs`).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Lc_Dialect : Dialect { let name = "lc"; }
    def NameArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr, "name reference array attribute"> {
      let constBuilderCall = "$_builder.getArrayAttr($0)";
    }
    def NameAttr : TypedStrAttr<NoneType> {
      let constBuilderCall = "$_builder.getStringAttr($0)";
    }
    def Lc_RefsOp : Op<Lc_Dialect, "refs"> {
        let arguments = (ins DefaultValuedAttr<NameArrayAttr, "{}">:$refs, OptionalAttr<NameAttr>:$name);
    }
}

fn run(body: &str) -> Result<String, Vec<String>> {
    let mut ctx = Context::new();
    LcDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n  {body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m)
        .map_err(|es| es.into_iter().map(|e| e.message).collect::<Vec<_>>())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn restated_library_builder_keeps_the_constraint() {
    assert_eq!(
        run("\"lc.refs\"() : () -> ()").unwrap(),
        "\"builtin.module\"() ({\n  \"lc.refs\"() <{refs = []}> : () -> ()\n}) : () -> ()\n"
    );
    assert_eq!(
        run("\"lc.refs\"() <{refs = [@a, @b], name = \"n\"}> : () -> ()").unwrap(),
        "\"builtin.module\"() ({\n  \"lc.refs\"() <{name = \"n\", refs = [@a, @b]}> : () -> ()\n}) : () -> ()\n"
    );
    assert_eq!(
        run("\"lc.refs\"() <{refs = [1 : i32]}> : () -> ()").unwrap_err(),
        [
            "'lc.refs' op attribute 'refs' failed to satisfy constraint: name reference array attribute"
        ]
    );
}
