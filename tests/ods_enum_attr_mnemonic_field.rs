//! `let mnemonic = "…";` on an `EnumAttr` record, which replaces the
//! mnemonic its third template argument sets (`EnumAttr`'s `let mnemonic =
//! name;` in `EnumAttr.td`), as MLIR 22's `SparseTensorAttrDefs.td` writes
//! `SparseTensorStorageSpecifierKindAttr` (`#sparse_tensor<kind lvl_sz>`).
//! The printed forms and the message were recorded from mlir-opt-22.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def SparseTensor_Dialect : Dialect {
      let name = "sparse_tensor";
      let cppNamespace = "::mlir::sparse_tensor";
    }
    def SparseTensorStorageSpecifierKindEnum
        : I32EnumAttr<"StorageSpecifierKind", "sparse tensor storage specifier kind", [
            I32EnumAttrCase<"LvlSize",    0, "lvl_sz">,
            I32EnumAttrCase<"PosMemSize", 1, "pos_mem_sz">,
            I32EnumAttrCase<"CrdMemSize", 2, "crd_mem_sz">,
            I32EnumAttrCase<"ValMemSize", 3, "val_mem_sz">,
            I32EnumAttrCase<"DimOffset",  4, "dim_offset">,
            I32EnumAttrCase<"DimStride",  5, "dim_stride">,
          ]> {
      let genSpecializedAttr = 0;
      let cppNamespace = SparseTensor_Dialect.cppNamespace;
    }
    def SparseTensorStorageSpecifierKindAttr
        : EnumAttr<SparseTensor_Dialect, SparseTensorStorageSpecifierKindEnum,
                   "SparseTensorStorageSpecifierKind"> {
       let mnemonic = "kind";
    }
    def HolderOp : Op<SparseTensor_Dialect, "holder"> {
      let arguments = (ins SparseTensorStorageSpecifierKindAttr:$k);
    }
}

fn run(attr: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    SparseTensorDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.use\"() {{k = {attr}}} : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn the_field_is_the_mnemonic() {
    assert!(
        run("#sparse_tensor<kind lvl_sz>")
            .unwrap()
            .contains("{k = #sparse_tensor<kind lvl_sz>}")
    );
    assert_eq!(
        run("#sparse_tensor<kind bogus>").unwrap_err(),
        "2:41: expected ::mlir::sparse_tensor::StorageSpecifierKind to be one of: lvl_sz, pos_mem_sz, crd_mem_sz, val_mem_sz, dim_offset, dim_stride"
    );
}
