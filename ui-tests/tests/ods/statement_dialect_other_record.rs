// A block adding ops to a dialect declared elsewhere (`dialect foo as
// FooMoreOps;`) whose op names a `Dialect` record: with the block's
// `include` line the record is fetched and must be the dialect `foo`
// (`Bar_Dialect` is `bar`: an error at the use, where mlir-tblgen would
// put the op in `bar`); without one, a record the block does not define is
// an error at the use too (it was ignored, the op silently `foo`'s).
mod foo {
    drr::ods! {
        def Foo_Dialect : Dialect { let name = "foo"; }
    }
}
mod bar {
    drr::ods! {
        def Bar_Dialect : Dialect { let name = "bar"; }
        class Bar_Op<string m> : Op<Bar_Dialect, m>;
    }
}
mod more {
    #[allow(unused_imports)]
    use super::bar::*;
    #[allow(unused_imports)]
    use super::foo::*;
    drr::ods! {
        include "FooBase.td";
        dialect foo as FooMoreOps;
        def Foo_AOp : Op<Foo_Dialect, "a">;
        def Foo_BOp : Op<Bar_Dialect, "b">;
    }
}
mod undefined {
    drr::ods! {
        dialect foo as FooOtherOps;
        def Foo_COp : Op<Foo_Dialect, "c">;
    }
}
fn main() {}
