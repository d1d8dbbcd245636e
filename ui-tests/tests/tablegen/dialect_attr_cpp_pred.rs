// `DialectType` / `DialectAttr` records of types and attributes defined in
// C++ (SPIR-V's `SPIRV_VerCapExtAttr`, LLVM's `LLVM_Type`): their C++
// predicate is an error at the string that says to write it in Rust.
drr::ods! {
    def Dc_Dialect : Dialect { let name = "dc"; }
    def Dc_VerCapExtAttr : DialectAttr<
        Dc_Dialect,
        CPred<"::llvm::isa<::mlir::spirv::VerCapExtAttr>($_self)">,
        "version-capability-extension attribute">;
    def Dc_Type : DialectType<Dc_Dialect,
        CPred<"::mlir::LLVM::isCompatibleOuterType($_self)">,
        "LLVM dialect-compatible type">;
}
fn main() {}
