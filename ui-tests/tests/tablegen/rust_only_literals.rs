// Literals Rust's tokenizer reads and TableGen's lexer rejects are errors
// at the literal, saying what TableGen accepts (mlir-tblgen-22: "invalid
// escape in string literal", "escaped newlines not supported in tblgen",
// "Variable not defined: '1_000'", "expected ';' after declaration" after
// `-0`). drr took them with Rust's meaning before. A string spanning lines
// and a raw string stand for `[{…}]` text blocks: accepted (`H`).
drr::ods! {
    dialect test;
    def A { string s = "tab\x09"; }
    def B { string s = "nul\0"; }
    def C { string s = "joined \
        lines"; }
    def D { int n = 1_000; }
    def E { int n = -0x10; }
    def F { string s = b"bytes"; }
    def G { int n = 0o17; }
    def H {
        string s = "ok\t\n\\\"\'";
        string block = "two
            lines";
        string raw = r"back\slash";
        int n = 0x1F;
        int m = -12;
        bits<2> b = 0b10;
    }
}

fn main() {}
