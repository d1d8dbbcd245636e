// A base interface of an `OpInterface` record that is not defined (in a
// block without `include` lines, which sees only its own records) is an
// error at the name, with the suggestion of a near interface of the block
// (TableGen: "Variable not defined"); it was accepted without a word. In a
// block with an `include` line, the name is looked up among the records of
// other blocks, so that an interface built on `Symbol` through one of
// theirs is a symbol (tests/ods_symbol_interface_blocks.rs).
drr::ods! {
    def D_Dialect : Dialect { let name = "d"; }
    def PortList : OpInterface<"PortList">;
    def ModuleLike : OpInterface<"ModuleLike", [Symbol, PortLst, MemoryEffectsOpInterface]>;
    def Instance : OpInterface<"Instance"> { let baseInterfaces = [Nowhere]; }
    def D_ModuleOp : Op<D_Dialect, "module", [ModuleLike, Instance]>;
}
fn main() {}
