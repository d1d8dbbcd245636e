// Side-effect resources (`SideEffectInterfaceBase.td`'s `Resource`) name a
// C++ class and take no fields.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def GlobalMemory : Resource<"::t::GlobalMemory">;
    def NoName : Resource;
    def WithField : Resource<"::t::Other"> { let summary = "x"; }
    def T_StoreOp : Op<T_Dialect, "store", [MemoryEffects<[MemWrite<GlobalMemory>]>]>;
}
fn main() {}
