// A `DefaultValuedAttr` of a `DialectAttr` whose Rust `constBuilderCall`
// takes an enum (LLVM's `CConv`): the default's qualifier must name that
// enum, as the C++ mlir-tblgen pastes into `CConvAttr::get(ctx, $0)` must.
// `Linkage::C` names another enum, though `CConv` has a case `C` too; a
// namespace that is not the enum's is wrong as well.
drr::ods! {
    def LLVM_Dialect : Dialect { let name = "llvm"; let cppNamespace = "::mlir::LLVM"; }
    def CConvC : I64EnumAttrCase<"C", 0, "ccc">;
    def CConvEnum : I64EnumAttr<"CConv", "Calling Conventions", [CConvC]> {
      let cppNamespace = "::mlir::LLVM::cconv";
    }
    def LinkageC : I64EnumAttrCase<"C", 0, "c">;
    def LinkageEnum : I64EnumAttr<"Linkage", "Linkage", [LinkageC]> {
      let cppNamespace = "::mlir::LLVM::linkage";
    }
    def CConv : DialectAttr<LLVM_Dialect, CPred<|_c: &drr::Context, _a: drr::Attribute| true>,
                            "LLVM Calling Convention specification"> {
      let constBuilderCall = |ctx: &mut drr::Context, value: CConvEnum| -> drr::Attribute {
        ctx.string_attr(&value.to_string())
      };
    }
    def CallOp : Op<LLVM_Dialect, "call"> {
      let arguments = (ins DefaultValuedAttr<CConv, "Linkage::C">:$CConv);
    }
    def OtherNsOp : Op<LLVM_Dialect, "other_ns"> {
      let arguments = (ins DefaultValuedAttr<CConv, "::mlir::LLVM::linkage::CConv::C">:$CConv);
    }
    // Accepted: unqualified, by class, partly and fully qualified.
    def GoodOp : Op<LLVM_Dialect, "good"> {
      let arguments = (ins DefaultValuedAttr<CConv, "C">:$a,
                           DefaultValuedAttr<CConv, "CConv::C">:$b,
                           DefaultValuedAttr<CConv, "cconv::CConv::C">:$c,
                           DefaultValuedAttr<CConv, "::mlir::LLVM::cconv::CConv::C">:$d);
    }
}
fn main() {}
