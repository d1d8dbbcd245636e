//! `EnumAttr` is an `AttrDef` (`EnumAttr.td`): a record of it may set the
//! `AttrDef`'s C++ fields, as mlir-tensorrt's `TensorRT_EnumAttr` class sets
//! `extraClassDeclaration` (pasting the enum's `className` into C++ text)
//! and others set `genVerifyDecl` or `cppNamespace`. mlir-tblgen-22 accepts
//! them; `ods!` keeps them without effect, as on its `TypeDef`/`AttrDef`
//! records (they were "unknown field" errors). The printed forms follow
//! the `assemblyFormat` the class sets, as mlir-opt-22 prints an enum
//! attribute so declared.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def T_Dialect : Dialect {
      let name = "trt";
      let cppNamespace = "::t";
      let useDefaultAttributePrinterParser = 1;
    }
    class T_EnumAttr<IntEnumAttr intEnumAttr, string mnemonic> :
            EnumAttr<T_Dialect, intEnumAttr, mnemonic> {
      let extraClassDeclaration = r#"
        std::string getNvInferValueStr() {
          return ""# # "::nvinfer1::" # intEnumAttr.className # r#"::kX";
        }
      "#;
      let genVerifyDecl = 0;
      let assemblyFormat = "`<` $value `>`";
    }
    def T_PoolingType : I32EnumAttr<"PoolingType", "", [
        I32EnumAttrCase<"kMAX", 0>,
        I32EnumAttrCase<"kAVERAGE", 1>
      ]> {
      let cppNamespace = "::t";
      let genSpecializedAttr = 0;
    }
    def T_PoolingTypeAttr : T_EnumAttr<T_PoolingType, "pooling_type"> {
      let extraClassDefinition = "";
      let cppClassName = "PoolingTypeAttr";
    }
    def T_PoolOp : Op<T_Dialect, "pool"> {
      let arguments = (ins T_PoolingTypeAttr:$kind);
    }
}

fn run(attr: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TrtDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"trt.pool\"() <{{kind = {attr}}}> : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn cpp_fields_of_an_enum_attr_have_no_effect() {
    assert!(
        run("#trt.pooling_type<kAVERAGE>")
            .unwrap()
            .contains("<{kind = #trt.pooling_type<kAVERAGE>}>")
    );
    assert_eq!(
        run("#trt.pooling_type<kMIN>").unwrap_err(),
        "2:43: expected ::t::PoolingType to be one of: kMAX, kAVERAGE"
    );
}
