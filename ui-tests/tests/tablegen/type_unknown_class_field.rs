// A field's type naming a class the block does not define and no library
// class is near: it is looked for as a class of another block or crate in
// scope (as a parent class is), and with none, rustc's error is at the type
// (mlir-tblgen-22: "Couldn't find class 'Widget'").

fn main() {}

drr::ods! {
    class T_Tagged<int n> { list<list<Widget>> tags = []; }
}
