//! What NativeCodeCalls and constraints receive, run: an `Attribute` fed to
//! a `DenseArrayAttr` parameter, dense arrays of i64 built and read back,
//! bound ops passed to inline closures taking `OpId` / `Value`, and
//! constraints that create the type they compare against.

mod common;
use common::{module, run, set};

use drr::ods::storage::DenseArrayAttr;
use drr::pattern::Builder;
use drr::{Attribute, Context, OpId, Value};

drr::ods! {
    dialect cv;

    def TransposeOp : Op<"transpose", [Pure, SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x, DenseI64ArrayAttr:$perm);
        let results = (outs AnyType:$out);
    }
    def NegOp : Op<"neg", [Pure, SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$out);
    }
    def TagOp : Op<"tag", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x, OptionalAttr<StrAttr>:$tag);
        let results = (outs AnyType:$out);
    }

    // Returns a plain `Attribute` (a dense array, as it happens).
    def ReversedPerm : NativeCodeCall<|ctx: &mut Context, p: DenseArrayAttr| -> Attribute {
        let mut v = p.i64_values(ctx).expect("an integer array");
        v.reverse();
        DenseArrayAttr::get_i64(ctx, &v).into()
    }>;
    // Takes the typed view: fed the `Attribute` above.
    def Shifted : NativeCodeCall<|ctx: &mut Context, p: DenseArrayAttr| -> DenseArrayAttr {
        let v: Vec<i64> = p.i64_values(ctx).expect("an integer array").iter().map(|x| x + 10).collect();
        DenseArrayAttr::get_i64(ctx, &v)
    }>;
}

fn reg(ctx: &mut Context) {
    CvDialect::register(ctx);
}

#[test]
fn an_attribute_feeds_a_dense_array_parameter() {
    let p = drr::pat!((TransposeOp (NegOp $x), $p), (TransposeOp $x, (Shifted (ReversedPerm $p))));
    let src = module(
        "%arg0: i32",
        "    %0 = \"cv.neg\"(%arg0) : (i32) -> i32\n    %1 = \"cv.transpose\"(%0) <{perm = array<i64: 1, 2, 3>}> : (i32) -> i32\n    \"cv.use\"(%1) : (i32) -> ()\n",
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        module(
            "%arg0: i32",
            "    %0 = \"cv.transpose\"(%arg0) <{perm = array<i64: 13, 12, 11>}> : (i32) -> i32\n    \"cv.use\"(%0) : (i32) -> ()\n"
        )
    );
}

#[test]
fn dense_arrays_of_every_element_type() {
    let mut ctx = Context::new();
    let print = |ctx: &Context, a: DenseArrayAttr| drr::text::print_attribute(ctx, a.into());
    let a = DenseArrayAttr::get_i64(&mut ctx, &[-1, 0, i64::MAX]);
    assert_eq!(print(&ctx, a), "array<i64: -1, 0, 9223372036854775807>");
    assert_eq!(a.i64_values(&ctx), Some(vec![-1, 0, i64::MAX]));
    assert_eq!(a.len(&ctx), 3);
    let i16t = ctx.int_type(16);
    let b = DenseArrayAttr::get_ints(&mut ctx, i16t, &[70000, -2]);
    assert_eq!(print(&ctx, b), "array<i16: 4464, -2>");
    assert_eq!(b.i64_values(&ctx), Some(vec![4464, -2]));
    let c = DenseArrayAttr::get_bool(&mut ctx, &[true, false, true]);
    assert_eq!(print(&ctx, c), "array<i1: true, false, true>");
    assert_eq!(c.bool_values(&ctx), Some(vec![true, false, true]));
    let f = DenseArrayAttr::get_f32(&mut ctx, &[1.5, -0.0]);
    assert_eq!(print(&ctx, f), "array<f32: 1.500000e+00, -0.000000e+00>");
    assert_eq!(f.f32_values(&ctx), Some(vec![1.5, -0.0]));
    assert_eq!(f.i64_values(&ctx), None);
    let d = DenseArrayAttr::get_f64(&mut ctx, &[2.25]);
    assert_eq!(d.f64_values(&ctx), Some(vec![2.25]));
    assert_eq!(d.f32_values(&ctx), None);
    // The same attribute as the parser's.
    let parsed = drr::text::parse_attribute(&mut ctx, "array<i16: 4464, -2>").unwrap();
    assert_eq!(parsed, Attribute::from(b));
}

#[test]
fn inline_closures_take_bound_ops_as_op_ids_and_values() {
    // A supplemental NativeCodeCallVoid taking the built op as `OpId`, and
    // a result one taking the matched op as a `Value`.
    let p = drr::pattern!(
        (TagOp:$t (NegOp:$n $x), $tag),
        [(TagOp:$new (NativeCodeCall<|_b: &mut Builder<'_, '_>, v: Value| v> $n), $tag)],
        [],
        [(NativeCodeCallVoid<|b: &mut Builder<'_, '_>, op: OpId| {
            let seen = b.string_attr("seen");
            let name = b.symbol("marked");
            b.rewriter()
                .modify_op_in_place(op, |ctx| ctx.set_discardable_attr(op, name, Some(seen)))
                .expect("live op")
                .expect("live op");
        }> $new)]
    );
    let src = module(
        "%arg0: i32",
        "    %0 = \"cv.neg\"(%arg0) : (i32) -> i32\n    %1 = \"cv.tag\"(%0) : (i32) -> i32\n    \"cv.use\"(%1) : (i32) -> ()\n",
    );
    let out = common::run_once(reg, &src, set(p), false);
    assert_eq!(
        out,
        module(
            "%arg0: i32",
            "    %0 = \"cv.neg\"(%arg0) : (i32) -> i32\n    %1 = \"cv.tag\"(%0) {marked = \"seen\"} : (i32) -> i32\n    \"cv.use\"(%1) : (i32) -> ()\n"
        )
    );
}

#[test]
fn constraints_create_the_type_they_compare_against() {
    drr::patterns! {
        fn populate_i64_only;
        def IsI64 : Constraint<|ctx: &mut Context, v: Value| {
            let i64t = ctx.int_type(64);
            ctx.value_type(v) == i64t
        }, "is i64">;
        def DropNegI64 : Pat<(NegOp (NegOp $x)), (replaceWithValue $x), [(IsI64 $x)]>;
    }
    let mut s = drr::rewrite::RewritePatternSet::new();
    populate_i64_only(&mut s);
    let src = module(
        "%arg0: i32, %arg1: i64",
        "    %0 = \"cv.neg\"(%arg0) : (i32) -> i32\n    %1 = \"cv.neg\"(%0) : (i32) -> i32\n    %2 = \"cv.neg\"(%arg1) : (i64) -> i64\n    %3 = \"cv.neg\"(%2) : (i64) -> i64\n    \"cv.use\"(%1, %3) : (i32, i64) -> ()\n",
    );
    assert_eq!(
        run(reg, &src, s, false),
        module(
            "%arg0: i32, %arg1: i64",
            "    %0 = \"cv.neg\"(%arg0) : (i32) -> i32\n    %1 = \"cv.neg\"(%0) : (i32) -> i32\n    \"cv.use\"(%1, %arg1) : (i32, i64) -> ()\n"
        )
    );
}
