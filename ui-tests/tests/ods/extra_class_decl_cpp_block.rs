// An op's `extraClassDeclaration` written as a `[{…}]` block of C++
// members that happen to be Rust tokens (Cinnamon's `int64_t
// getTransferCountInItems() { … }`): drr's error naming the field, at the
// token where the text stops being Rust items, not rustc's parse error
// inside the generated `impl` block. A block of Rust items is still
// accepted (the second op).
drr::ods! {
    dialect ex;
    def ScatterOp : Op<"scatter"> {
        let arguments = (ins AnyType:$input);
        let extraClassDeclaration = [{
            int64_t getTransferCountInItems() {
                return 1;
            }
        }];
    }
    def GatherOp : Op<"gather"> {
        let extraClassDeclaration = [{
            pub fn count(self) -> i64 { 1 }
        }];
    }
}

fn main() {}
