//! `ArrayOfAttr<Dialect, "Name", "mnemonic", "EltAttr">` of
//! `AttrTypeBase.td` and the `cppClassName` of an `EnumAttr` record, as
//! MLIR's `IRDLAttributes.td` writes `VariadicityArrayAttr :
//! ArrayOfAttr<IRDL_Dialect, "VariadicityArray", "variadicity_array",
//! VariadicityAttr.cppClassName>`: an `AttrDef` of the dialect with that
//! mnemonic (the element's C++ name has no effect). Text and message are
//! mlir-opt-22's for `irdl.results`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def IRDL_Dialect : Dialect {
      let name = "irdl";
      let cppNamespace = "::mlir::irdl";
    }

    def Variadicity : I32EnumAttr<
        "Variadicity", "variadicity kind",
        [
          I32EnumAttrCase<"single",  0>,
          I32EnumAttrCase<"optional",  1>,
          I32EnumAttrCase<"variadic", 2>,
        ]> {
      let cppNamespace = "::mlir::irdl";
      let genSpecializedAttr = 0;
    }

    def VariadicityAttr : EnumAttr<IRDL_Dialect, Variadicity, "variadicity">;

    def VariadicityArrayAttr : ArrayOfAttr<IRDL_Dialect, "VariadicityArray", "variadicity_array",
                                VariadicityAttr.cppClassName> {}

    def IRDL_AttributeType : TypeDef<IRDL_Dialect, "Attribute"> {
      let mnemonic = "attribute";
      let summary = "IRDL handle to an `mlir::Attribute`";
    }

    def IRDL_ResultsOp : Op<IRDL_Dialect, "results"> {
      let arguments = (ins Variadic<IRDL_AttributeType>:$args,
                           StrArrayAttr:$names,
                           VariadicityArrayAttr:$variadicity);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    IrdlDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(variadicity: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: !irdl.attribute):\n    \"irdl.results\"(%arg0) <{{names = [\"r\"], variadicity = {variadicity}}}> : (!irdl.attribute) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn array_of_attr_is_a_dialect_attribute() {
    for ok in [
        module("#irdl<variadicity_array[ single]>"),
        module("#irdl<variadicity_array[ single,  variadic]>"),
    ] {
        assert_eq!(check(&ok).unwrap(), ok);
    }
    assert_eq!(
        check(&module("[#irdl<variadicity single>]")).unwrap_err(),
        "4:5: invalid properties {names = [\"r\"], variadicity = [#irdl<variadicity single>]} for op irdl.results: Invalid attribute `variadicity` in property conversion: [#irdl<variadicity single>]"
    );
}
