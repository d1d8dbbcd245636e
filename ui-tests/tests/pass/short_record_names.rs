// Records with one-letter names (`N`, `T`, `O`, `S`, `E`, `G`, `C`, `M`)
// compile: the const generic parameters of the generated code do not
// collide with them (a record `N` once failed with "expected type, found
// module `N`"). A record whose name is also a library class (`F`) is
// written with a path in another block's patterns (`self::F`).
#![deny(warnings)]

mod p {
    drr::ods! {
        dialect z;
        def N : Op<"n"> {
            let arguments = (ins AnyType:$x);
            let results = (outs AnyType:$y);
            let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
        }
        def T : Op<"t"> {
            let arguments = (ins AnyType:$x, I32Attr:$a);
            let results = (outs AnyType:$y);
            let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
        }
        def O : Op<"o", [SameOperandsAndResultType]> {
            let arguments = (ins Variadic<AnyType>:$x);
            let results = (outs AnyType:$y);
        }
        def S : NativeCodeCall<|_ctx: &mut drr::Context, v: drr::Value| -> drr::Value { v }>;
        def F : Constraint<|_ctx: &drr::Context, _v: drr::Value| true, "f">;
        def E : NativeCodeCall<|_ctx: &mut drr::Context, a: drr::Attribute| -> drr::Attribute { a }>;
        def G : NativeCodeCall<|_ctx: &mut drr::Context, v: drr::Value| -> drr::Value { v }>;
    }
    drr::patterns! {
        def M : NativeCodeCall<|ctx: &mut drr::Context| -> drr::Attribute { ctx.unit_attr() }>;
        def C : Constraint<|_ctx: &drr::Context, _v: drr::Value| true, "c">;
        def P : Pat<(N $x), (N (G $x)), [(C $x)]>;
        def V : Pat<(T $x, $a), (T (S $x), (E $a)), [(self::F $x)]>;
        def R : Pat<(O (variadic $x, $y)), (O (variadic $y, $x))>;
        def I : Pat<(O $xs), (O $xs), [], (addBenefit -1)>;
    }
    pub fn populate() -> drr::rewrite::RewritePatternSet {
        let mut set = drr::rewrite::RewritePatternSet::new();
        populate_with_generated(&mut set);
        let _ = M::call;
        set
    }
}

fn main() {
    let _ = p::populate();
}
