//! Dense elements attributes are uniqued like MLIR's: whether parsed,
//! built with the typed constructors, or given to `intern_attr` in any
//! spelling (all-equal elements not marked as a splat, integers not
//! normalized), attributes that print the same are one handle, and the
//! constructors refuse a type or count that does not fit.

use drr_runtime::text::{parse_attribute, print_attribute};
use drr_runtime::{AttrData, Attribute, Context, DYNAMIC, FloatKind};

fn parsed(ctx: &mut Context, text: &str) -> Attribute {
    parse_attribute(ctx, text).expect("valid attribute")
}

#[test]
fn hand_built_all_equal_elements_are_the_parsed_splat() {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let v4 = ctx.vector_type(vec![4], i32t);
    let hand = ctx.intern_attr(AttrData::DenseElements {
        ty: v4,
        splat: false,
        values: vec![7, 7, 7, 7],
    });
    let splat = parsed(&mut ctx, "dense<7> : vector<4xi32>");
    let list = parsed(&mut ctx, "dense<[7, 7, 7, 7]> : vector<4xi32>");
    assert_eq!(hand, splat);
    assert_eq!(hand, list);
    assert!(
        matches!(ctx.attr_data(hand), AttrData::DenseElements { splat: true, values, .. } if values == &[7])
    );
    assert_eq!(print_attribute(&ctx, hand), "dense<7> : vector<4xi32>");
}

#[test]
fn hand_built_integers_are_normalized_to_the_element_width() {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let v2 = ctx.vector_type(vec![2], i32t);
    // -1 as the 32-bit pattern, and 2^32 + 5 (truncated to 5).
    let hand = ctx.intern_attr(AttrData::DenseElements {
        ty: v2,
        splat: false,
        values: vec![0xFFFF_FFFF, (1 << 32) + 5],
    });
    assert_eq!(hand, parsed(&mut ctx, "dense<[-1, 5]> : vector<2xi32>"));
    let ui8 = ctx.integer_type(8, drr_runtime::Signedness::Unsigned);
    let t = ctx.tensor_type(vec![2], ui8);
    let unsigned = ctx.dense_int_elements_attr(t, &[-1, 3]).unwrap();
    assert_eq!(
        unsigned,
        parsed(&mut ctx, "dense<[255, 3]> : tensor<2xui8>")
    );
    // `i1`: 1 is `true`, as in an integer attribute.
    let i1 = ctx.int_type(1);
    let t = ctx.tensor_type(vec![3], i1);
    let flags = ctx.dense_int_elements_attr(t, &[1, 0, 1]).unwrap();
    assert_eq!(
        flags,
        parsed(&mut ctx, "dense<[true, false, true]> : tensor<3xi1>")
    );
}

#[test]
fn typed_constructors_build_what_the_parser_builds() {
    let mut ctx = Context::new();
    let i64t = ctx.int_type(64);
    let t = ctx.tensor_type(vec![2, 2], i64t);
    let a = ctx.dense_int_elements_attr(t, &[1, 2, 3, 4]).unwrap();
    assert_eq!(
        a,
        parsed(&mut ctx, "dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>")
    );
    let index = ctx.index_type();
    let v = ctx.vector_type(vec![3], index);
    let s = ctx.dense_int_elements_attr(v, &[9]).unwrap();
    assert_eq!(print_attribute(&ctx, s), "dense<9> : vector<3xindex>");
    let f16 = ctx.float_type(FloatKind::F16);
    let v = ctx.vector_type(vec![2], f16);
    let f = ctx.dense_float_elements_attr(v, &[0.5, 0.5]).unwrap();
    assert_eq!(f, parsed(&mut ctx, "dense<5.000000e-01> : vector<2xf16>"));
    let f = ctx.dense_float_elements_attr(v, &[1.0, -0.0]).unwrap();
    assert_eq!(
        print_attribute(&ctx, f),
        "dense<[1.000000e+00, -0.000000e+00]> : vector<2xf16>"
    );
}

#[test]
fn typed_constructors_refuse_what_does_not_fit() {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let f32t = ctx.float_type(FloatKind::F32);
    let v4 = ctx.vector_type(vec![4], i32t);
    // Neither one value nor one per element.
    assert_eq!(ctx.dense_int_elements_attr(v4, &[1, 2]), None);
    assert_eq!(ctx.dense_int_elements_attr(v4, &[]), None);
    // Not a shaped type, a dynamic shape, the wrong element kind.
    assert_eq!(ctx.dense_int_elements_attr(i32t, &[1]), None);
    let dynamic = ctx.tensor_type(vec![DYNAMIC], i32t);
    assert_eq!(ctx.dense_int_elements_attr(dynamic, &[1]), None);
    assert_eq!(ctx.dense_float_elements_attr(v4, &[1.0]), None);
    let vf = ctx.vector_type(vec![4], f32t);
    assert_eq!(ctx.dense_int_elements_attr(vf, &[1]), None);
    // An empty tensor takes no values.
    let empty = ctx.tensor_type(vec![0], i32t);
    let e = ctx.dense_int_elements_attr(empty, &[]).unwrap();
    assert_eq!(e, parsed(&mut ctx, "dense<> : tensor<0xi32>"));
}

/// `ElementsAttr`'s readers give back what the text says: the element
/// count, whether it is a splat, and the integers as `IntegerAttr::value`
/// reads scalars of the element type (a splat expanded).
#[test]
fn elements_attr_reads_integer_elements() {
    use drr_runtime::ods::{AttrStorage, storage::ElementsAttr};
    let mut ctx = Context::new();
    let read = |ctx: &mut Context, text: &str| {
        let a = parsed(ctx, text);
        let e = ElementsAttr::from_attr(ctx, a).expect("an elements attribute");
        (e.len(ctx), e.is_splat(ctx), e.int_values(ctx))
    };
    assert_eq!(
        read(&mut ctx, "dense<[1, -2, 3]> : tensor<3xi32>"),
        (3, false, Some(vec![1, -2, 3]))
    );
    assert_eq!(
        read(&mut ctx, "dense<-1> : tensor<2x2xi8>"),
        (4, true, Some(vec![-1; 4]))
    );
    assert_eq!(
        read(&mut ctx, "dense<[255, 1]> : vector<2xui8>"),
        (2, false, Some(vec![255, 1]))
    );
    assert_eq!(
        read(&mut ctx, "dense<[true, false]> : tensor<2xi1>"),
        (2, false, Some(vec![-1, 0]))
    );
    assert_eq!(
        read(&mut ctx, "dense<5> : tensor<0xindex>"),
        (0, true, Some(vec![]))
    );
    assert_eq!(
        read(&mut ctx, "dense<[1.5, 2.0]> : tensor<2xf32>"),
        (2, false, None)
    );
    assert_eq!(
        read(&mut ctx, "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>").2,
        None
    );
    // What the builder makes of the values read back is the attribute.
    let a = parsed(&mut ctx, "dense<[7, 8]> : tensor<2xi32>");
    let e = ElementsAttr::from_attr(&ctx, a).unwrap();
    let ty = e.ty(&ctx);
    assert_eq!(e.element_type(&ctx), ctx.int_type(32));
    let values = e.int_values(&ctx).unwrap();
    assert_eq!(ctx.dense_int_elements_attr(ty, &values), Some(a));
}
