// Literals Rust's tokenizer reads and TableGen's lexer rejects are errors
// at the literal, saying what TableGen accepts (mlir-tblgen-22: "invalid
// escape in string literal", "end of line in string literal", "Variable
// not defined: '1_000'", "expected ';' after declaration" after `-0`).
// drr took them with Rust's meaning before.
drr::ods! {
    dialect test;
    def A { string s = "tab\x09"; }
    def B { string s = "nul\0"; }
    def C { string s = "two
lines"; }
    def D { int n = 1_000; }
    def E { int n = -0x10; }
    def F { string s = r"raw"; }
    def G { int n = 0o17; }
    def H { string s = "ok\t\n\\\"\'"; int n = 0x1F; int m = -12; bits<2> b = 0b10; }
}

fn main() {}
