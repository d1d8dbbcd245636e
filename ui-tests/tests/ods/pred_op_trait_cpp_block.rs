// The predicate of a `PredOpTrait` written as a `CPred` of a `[{…}]` block
// of C++ (iree-llvm-sandbox's `CPred<[{($constant.empty() ||
// !llvm::cast<PrintOp>($_op).getValue())}]>`): the error says the
// predicate is C++, at the block's first token that is not Rust (it was
// "expected the predicate: … `CPred<…>` …" at the whole block).
drr::ods! {
    dialect ex;
    def PrintOp : Op<"print", [
        PredOpTrait<"only one of 'constant' and 'value' may be set",
            CPred<[{($constant.empty() || !llvm::cast<PrintOp>($_op).getValue())}]>>
    ]> {
        let arguments = (ins Optional<AnyType>:$value, StrAttr:$constant);
    }
}

fn main() {}
