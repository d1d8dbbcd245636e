//! Unit tests of the printer on IR built through the [`Context`] API; the
//! expected texts were produced by mlir-opt 22.

use super::printer::{PrintOptions, print_attribute, print_location, print_op, print_type};
use crate::attributes::{AttrData, NamedAttribute};
use crate::ir::{BlockId, OpId, OperationState, RegionId, Value};
use crate::location::{LocData, RangeEnd};
use crate::types::{DYNAMIC, FloatKind, Signedness, Type, TypeData};
use crate::{Attribute, Context};

const NODEBUG: PrintOptions = PrintOptions { debug_info: false };
const DEBUG: PrintOptions = PrintOptions { debug_info: true };

/// Small IR builder for tests.
struct B {
    ctx: Context,
}

impl B {
    fn new() -> Self {
        B {
            ctx: Context::new(),
        }
    }

    fn i32(&mut self) -> Type {
        self.ctx.int_type(32)
    }

    /// A region with `n` empty blocks; the blocks get the given arguments.
    fn region(&mut self, blocks: &[&[Type]]) -> (RegionId, Vec<BlockId>) {
        let r = self.ctx.create_region();
        let unknown = self.ctx.unknown_loc();
        let mut ids = Vec::new();
        for args in blocks {
            let a: Vec<_> = args.iter().map(|&t| (t, unknown)).collect();
            let b = self.ctx.create_block(&a);
            self.ctx.append_block(r, b).unwrap();
            ids.push(b);
        }
        (r, ids)
    }

    #[allow(clippy::too_many_arguments)]
    fn op_full(
        &mut self,
        block: Option<BlockId>,
        name: &str,
        operands: &[Value],
        results: &[Type],
        successors: &[BlockId],
        regions: Vec<RegionId>,
        attrs: Vec<(&str, Attribute)>,
        props: Option<Attribute>,
    ) -> OpId {
        let n = self.ctx.op_name(name);
        let loc = self.ctx.unknown_loc();
        let mut st = OperationState::new(n, loc);
        st.operands.extend_from_slice(operands);
        st.result_types.extend_from_slice(results);
        st.successors = successors.to_vec();
        st.regions = regions;
        st.properties = props;
        for (k, v) in attrs {
            let name = self.ctx.symbol(k);
            st.attributes.push(NamedAttribute { name, value: v });
        }
        let op = self.ctx.create_op(st).unwrap();
        if let Some(b) = block {
            self.ctx.append_op(b, op).unwrap();
        }
        op
    }

    fn op(&mut self, block: BlockId, name: &str, operands: &[Value], results: &[Type]) -> OpId {
        self.op_full(
            Some(block),
            name,
            operands,
            results,
            &[],
            vec![],
            vec![],
            None,
        )
    }

    fn module(&mut self) -> (OpId, BlockId) {
        let (r, b) = self.region(&[&[]]);
        let m = self.op_full(None, "builtin.module", &[], &[], &[], vec![r], vec![], None);
        (m, b[0])
    }

    fn res(&self, op: OpId, i: usize) -> Value {
        self.ctx.op(op).result(i)
    }
}

#[test]
fn sibling_regions_are_numbered_last_first() {
    // mlir-opt 22 on f.mlir (generic form implies unique SSA ids).
    let mut b = B::new();
    let i32 = b.i32();
    let (m, body) = b.module();
    for variant in 0..3 {
        let (r1, r1b) = if variant == 2 {
            b.region(&[&[], &[i32]])
        } else if variant == 1 {
            b.region(&[&[], &[]])
        } else {
            b.region(&[&[]])
        };
        let (r2, r2b) = b.region(&[&[]]);
        b.op(r1b[0], "test.d", &[], &[i32]);
        if variant > 0 {
            b.op(r1b[1], "test.d", &[], &[i32]);
        }
        b.op(r2b[0], "test.d", &[], &[i32]);
        b.op_full(
            Some(body),
            "test.c",
            &[],
            &[],
            &[],
            vec![r1, r2],
            vec![],
            None,
        );
    }
    let expected = r#""builtin.module"() ({
  "test.c"() ({
    %8 = "test.d"() : () -> i32
  }, {
    %7 = "test.d"() : () -> i32
  }) : () -> ()
  "test.c"() ({
    %5 = "test.d"() : () -> i32
  ^bb1:  // no predecessors
    %6 = "test.d"() : () -> i32
  }, {
    %4 = "test.d"() : () -> i32
  }) : () -> ()
  "test.c"() ({
    %1 = "test.d"() : () -> i32
  ^bb1(%2: i32):  // no predecessors
    %3 = "test.d"() : () -> i32
  }, {
    %0 = "test.d"() : () -> i32
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(print_op(&b.ctx, m, NODEBUG), expected);
}

#[test]
fn nested_numbering_and_multi_results() {
    let mut b = B::new();
    let i32 = b.i32();
    let (m, body) = b.module();
    let (ra, rab) = b.region(&[&[i32]]);
    let a = b.op_full(
        Some(body),
        "test.a",
        &[],
        &[i32],
        &[],
        vec![ra],
        vec![],
        None,
    );
    let x = b.res(a, 0);
    b.op(body, "test.x", &[x], &[i32]);
    let tb = b.op(rab[0], "test.b", &[], &[i32]);
    let tbv = b.res(tb, 0);
    let (c1, c1b) = b.region(&[&[], &[i32]]);
    let (c2, c2b) = b.region(&[&[i32]]);
    b.op_full(
        Some(rab[0]),
        "test.c",
        &[],
        &[],
        &[],
        vec![c1, c2],
        vec![],
        None,
    );
    let multi = b.op(rab[0], "test.b", &[], &[i32, i32]);
    let m1 = b.res(multi, 1);
    b.op(rab[0], "test.use", &[m1], &[]);
    b.op(c1b[0], "test.d", &[tbv], &[i32]);
    let y = b.ctx.block(c1b[1]).args()[0];
    b.op_full(
        Some(c1b[1]),
        "test.e",
        &[y],
        &[],
        &[c1b[1]],
        vec![],
        vec![],
        None,
    );
    b.op(c2b[0], "test.d", &[tbv], &[i32]);
    let expected = r#""builtin.module"() ({
  %0 = "test.a"() ({
  ^bb0(%arg0: i32):
    %2 = "test.b"() : () -> i32
    "test.c"() ({
      %5 = "test.d"(%2) : (i32) -> i32
    ^bb1(%6: i32):  // pred: ^bb1
      "test.e"(%6)[^bb1] : (i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      %4 = "test.d"(%2) : (i32) -> i32
    }) : () -> ()
    %3:2 = "test.b"() : () -> (i32, i32)
    "test.use"(%3#1) : (i32) -> ()
  }) : () -> i32
  %1 = "test.x"(%0) : (i32) -> i32
}) : () -> ()
"#;
    assert_eq!(print_op(&b.ctx, m, NODEBUG), expected);
}

#[test]
fn predecessor_comments_and_empty_blocks() {
    let mut b = B::new();
    let i32 = b.i32();
    let (m, body) = b.module();
    let (r, bl) = b.region(&[&[i32], &[i32], &[], &[], &[], &[]]);
    let a = b.ctx.block(bl[0]).args()[0];
    b.op_full(
        Some(bl[0]),
        "cf.br",
        &[a],
        &[],
        &[bl[1]],
        vec![],
        vec![],
        None,
    );
    let bb1 = b.ctx.block(bl[1]).args()[0];
    let x = b.ctx.unit_attr();
    b.op_full(
        Some(bl[1]),
        "test.cond",
        &[bb1],
        &[],
        &[bl[2], bl[2], bl[3]],
        vec![],
        vec![("x", x)],
        None,
    );
    b.op_full(
        Some(bl[2]),
        "test.cond",
        &[],
        &[],
        &[bl[3], bl[4]],
        vec![],
        vec![],
        None,
    );
    b.op_full(
        Some(bl[3]),
        "test.r",
        &[],
        &[],
        &[bl[1]],
        vec![],
        vec![],
        None,
    );
    b.op(bl[4], "func.return", &[], &[]);
    b.op(bl[5], "func.return", &[], &[]);
    let (e1, _) = b.region(&[&[]]);
    let (e2, _) = b.region(&[]);
    b.op_full(
        Some(body),
        "test.f",
        &[],
        &[],
        &[],
        vec![r, e1, e2],
        vec![],
        None,
    );
    let expected = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: i32):
    "cf.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb3
    "test.cond"(%0)[^bb2, ^bb2, ^bb3] {x} : (i32) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "test.cond"()[^bb3, ^bb4] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "test.r"()[^bb1] : () -> ()
  ^bb4:  // pred: ^bb2
    "func.return"() : () -> ()
  ^bb5:  // no predecessors
    "func.return"() : () -> ()
  }, {
  ^bb0:
  }, {
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(print_op(&b.ctx, m, NODEBUG), expected);
}

#[test]
fn debug_info_locations() {
    let mut b = B::new();
    let i32 = b.i32();
    let (m, body) = b.module();
    let l1 = b.ctx.file_loc("a.mlir", 3, 8);
    let r = b.ctx.create_region();
    let blk = b.ctx.create_block(&[(i32, l1)]);
    b.ctx.append_block(r, blk).unwrap();
    let op = b.op_full(Some(body), "test.a", &[], &[], &[], vec![r], vec![], None);
    let l2 = b.ctx.name_loc("n");
    b.ctx.set_loc(op, l2).unwrap();
    let l3 = b.ctx.file_loc("a.mlir", 1, 1);
    b.ctx.set_loc(m, l3).unwrap();
    let expected = r#""builtin.module"() ({
  "test.a"() ({
  ^bb0(%arg0: i32 loc("a.mlir":3:8)):
  }) : () -> () loc("n")
}) : () -> () loc("a.mlir":1:1)
"#;
    assert_eq!(print_op(&b.ctx, m, DEBUG), expected);
    let expected_nodebug = r#""builtin.module"() ({
  "test.a"() ({
  ^bb0(%arg0: i32):
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(print_op(&b.ctx, m, NODEBUG), expected_nodebug);
}

#[test]
fn properties_and_attributes() {
    let mut b = B::new();
    let (m, body) = b.module();
    let i64t = b.ctx.int_type(64);
    let one = b.ctx.integer_attr(i64t, 1);
    let xs = b.ctx.symbol("x");
    let props = b.ctx.dictionary(vec![NamedAttribute {
        name: xs,
        value: one,
    }]);
    let empty = b.ctx.empty_dictionary();
    let i32t = b.i32();
    let one32 = b.ctx.integer_attr(i32t, 1);
    b.op_full(
        Some(body),
        "test.a",
        &[],
        &[],
        &[],
        vec![],
        vec![("d e", one32)],
        Some(props),
    );
    b.op_full(
        Some(body),
        "test.b",
        &[],
        &[],
        &[],
        vec![],
        vec![],
        Some(one32),
    );
    b.op_full(
        Some(body),
        "test.c",
        &[],
        &[],
        &[],
        vec![],
        vec![],
        Some(empty),
    );
    let expected = r#""builtin.module"() ({
  "test.a"() <{x = 1 : i64}> {"d e" = 1 : i32} : () -> ()
  "test.b"() <1 : i32> : () -> ()
  "test.c"() <{}> : () -> ()
}) : () -> ()
"#;
    assert_eq!(print_op(&b.ctx, m, NODEBUG), expected);
}

#[test]
fn types() {
    let mut b = B::new();
    let c = &mut b.ctx;
    let i32t = c.int_type(32);
    let f32t = c.float_type(FloatKind::F32);
    let cases: Vec<(TypeData, &str)> = vec![
        (
            TypeData::Integer {
                width: 8,
                signedness: Signedness::Signed,
            },
            "si8",
        ),
        (
            TypeData::Integer {
                width: 64,
                signedness: Signedness::Unsigned,
            },
            "ui64",
        ),
        (TypeData::Index, "index"),
        (TypeData::Float(FloatKind::BF16), "bf16"),
        (TypeData::None, "none"),
        (
            TypeData::Function {
                inputs: vec![i32t],
                results: vec![i32t],
            },
            "(i32) -> i32",
        ),
        (
            TypeData::Function {
                inputs: vec![],
                results: vec![],
            },
            "() -> ()",
        ),
        (
            TypeData::RankedTensor {
                shape: vec![4, DYNAMIC],
                element: f32t,
                encoding: None,
            },
            "tensor<4x?xf32>",
        ),
        (
            TypeData::RankedTensor {
                shape: vec![],
                element: f32t,
                encoding: None,
            },
            "tensor<f32>",
        ),
        (TypeData::UnrankedTensor { element: f32t }, "tensor<*xf32>"),
        (
            TypeData::Vector {
                shape: vec![2, 4],
                scalable: vec![false, true],
                element: f32t,
            },
            "vector<2x[4]xf32>",
        ),
        (TypeData::Tuple(vec![]), "tuple<>"),
        (TypeData::Tuple(vec![i32t, f32t]), "tuple<i32, f32>"),
        (TypeData::Complex(f32t), "complex<f32>"),
        (
            TypeData::Opaque("!foo.bar<1 x 2>".into()),
            "!foo.bar<1 x 2>",
        ),
    ];
    for (data, text) in cases {
        let t = c.intern_type(data);
        assert_eq!(print_type(c, t), text);
    }
    // Function results: a single function-typed result is parenthesized.
    let inner = c.function_type(vec![i32t], vec![i32t]);
    let outer = c.function_type(vec![], vec![inner]);
    assert_eq!(print_type(c, outer), "() -> ((i32) -> i32)");
    // Memref memory space elides `: i64`; tensor encoding does not.
    let i64t = c.int_type(64);
    let one = c.integer_attr(i64t, 1);
    let mr = c.intern_type(TypeData::MemRef {
        shape: vec![4],
        element: f32t,
        layout: None,
        memory_space: Some(one),
    });
    assert_eq!(print_type(c, mr), "memref<4xf32, 1>");
    let tt = c.intern_type(TypeData::RankedTensor {
        shape: vec![4],
        element: f32t,
        encoding: Some(one),
    });
    assert_eq!(print_type(c, tt), "tensor<4xf32, 1 : i64>");
}

#[test]
fn attributes() {
    let mut b = B::new();
    let c = &mut b.ctx;
    let i1 = c.int_type(1);
    let i8t = c.int_type(8);
    let i32t = c.int_type(32);
    let i64t = c.int_type(64);
    let ui8 = c.integer_type(8, Signedness::Unsigned);
    let si1 = c.integer_type(1, Signedness::Signed);
    let idx = c.index_type();
    let f64t = c.float_type(FloatKind::F64);
    let t = c.integer_attr(i1, 1);
    assert_eq!(print_attribute(c, t), "true");
    let v = c.integer_attr(i8t, 255);
    assert_eq!(print_attribute(c, v), "-1 : i8");
    let v = c.integer_attr(ui8, 255);
    assert_eq!(print_attribute(c, v), "255 : ui8");
    let v = c.integer_attr(si1, -1);
    assert_eq!(print_attribute(c, v), "-1 : si1");
    let v = c.integer_attr(idx, 4);
    assert_eq!(print_attribute(c, v), "4 : index");
    let one64 = c.integer_attr(i64t, 1);
    assert_eq!(print_attribute(c, one64), "1 : i64");
    // Extremes of the 64-bit formatting path.
    let v = c.integer_attr(i64t, i128::from(i64::MIN));
    assert_eq!(print_attribute(c, v), "-9223372036854775808 : i64");
    let ui64 = c.integer_type(64, Signedness::Unsigned);
    let v = c.integer_attr(ui64, i128::from(u64::MAX));
    assert_eq!(print_attribute(c, v), "18446744073709551615 : ui64");
    let ui32 = c.integer_type(32, Signedness::Unsigned);
    let v = c.integer_attr(ui32, -1);
    assert_eq!(print_attribute(c, v), "4294967295 : ui32");
    let v = c.integer_attr(idx, -7);
    assert_eq!(print_attribute(c, v), "-7 : index");
    let i128t = c.int_type(128);
    let v = c.integer_attr(i128t, i128::MIN);
    assert_eq!(
        print_attribute(c, v),
        "-170141183460469231731687303715884105728 : i128"
    );
    let three = c.integer_attr(i32t, 3);
    let s = c.string_attr("s");
    let unit = c.unit_attr();
    let nested = c.array_attr(vec![one64]);
    let (ra, rb) = (c.symbol("a"), c.symbol("b"));
    let sym = c.intern_attr(AttrData::SymbolRef {
        root: ra,
        nested: vec![rb],
    });
    let sym2 = c.symbol_ref_attr("a b");
    let ty = c.type_attr(i64t);
    let fidx = c.integer_attr(idx, 5);
    let arr = c.array_attr(vec![one64, three, s, nested, t, unit, sym, sym2, ty, fidx]);
    assert_eq!(
        print_attribute(c, arr),
        r#"[1, 3 : i32, "s", [1], true, unit, @a::@b, @"a b", i64, 5 : index]"#
    );
    let esc = c.intern_attr(AttrData::String {
        value: b"a\"b\\c\n\xff".to_vec().into_boxed_slice(),
        ty: None,
    });
    assert_eq!(print_attribute(c, esc), r#""a\22b\\c\0A\FF""#);
    let typed = c.intern_attr(AttrData::String {
        value: b"x".to_vec().into_boxed_slice(),
        ty: Some(i32t),
    });
    assert_eq!(print_attribute(c, typed), r#""x" : i32"#);
    let a = c.dense_i32_array_attr(&[1, 2]);
    assert_eq!(print_attribute(c, a), "array<i32: 1, 2>");
    let e = c.intern_attr(AttrData::DenseArray {
        element: i64t,
        values: vec![],
    });
    assert_eq!(print_attribute(c, e), "array<i64>");
    let bools = c.intern_attr(AttrData::DenseArray {
        element: i1,
        values: vec![1, 0],
    });
    assert_eq!(print_attribute(c, bools), "array<i1: true, false>");
    let xs = c.symbol("a");
    let ys = c.symbol("b");
    let dict = c.dictionary(vec![
        NamedAttribute {
            name: ys,
            value: unit,
        },
        NamedAttribute {
            name: xs,
            value: three,
        },
    ]);
    assert_eq!(print_attribute(c, dict), "{a = 3 : i32, b}");
    let fl = c.float_attr_bits(f64t, 2.5f64.to_bits() as u128);
    let farr = c.array_attr(vec![fl]);
    assert_eq!(print_attribute(c, fl), "2.500000e+00 : f64");
    assert_eq!(print_attribute(c, farr), "[2.500000e+00]");
    let l = c.name_loc("x");
    let la = c.intern_attr(AttrData::Location(l));
    assert_eq!(print_attribute(c, la), r#"loc("x")"#);
    let op = c.intern_attr(AttrData::Opaque("#foo.bar<1>".into()));
    assert_eq!(print_attribute(c, op), "#foo.bar<1>");
}

#[test]
fn dense_elements() {
    let mut b = B::new();
    let c = &mut b.ctx;
    let i32t = c.int_type(32);
    let i1 = c.int_type(1);
    let i4 = c.int_type(4);
    let f32t = c.float_type(FloatKind::F32);
    let cf32 = c.intern_type(TypeData::Complex(f32t));
    let t4 = c.tensor_type(vec![4], i32t);
    let t22 = c.tensor_type(vec![2, 2], i32t);
    let t0 = c.tensor_type(vec![0], i32t);
    let t2b = c.tensor_type(vec![2], i1);
    let t2c = c.tensor_type(vec![2], cf32);
    let t211 = c.tensor_type(vec![2, 1, 1], i32t);
    let t101 = c.tensor_type(vec![101], i32t);
    let t101b = c.tensor_type(vec![101], i1);
    let t101i4 = c.tensor_type(vec![101], i4);
    let dense = |c: &mut Context, ty, splat, values: Vec<i128>| {
        let a = c.intern_attr(AttrData::DenseElements {
            ty,
            splat,
            values: values.into_iter().map(|v| v as u128).collect(),
        });
        print_attribute(c, a)
    };
    assert_eq!(dense(c, t4, true, vec![1]), "dense<1> : tensor<4xi32>");
    assert_eq!(
        dense(c, t22, false, vec![1, 2, 3, 4]),
        "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"
    );
    assert_eq!(
        dense(c, t22, false, vec![7, 7, 7, 7]),
        "dense<7> : tensor<2x2xi32>"
    );
    assert_eq!(dense(c, t0, false, vec![]), "dense<> : tensor<0xi32>");
    assert_eq!(
        dense(c, t2b, false, vec![1, 0]),
        "dense<[true, false]> : tensor<2xi1>"
    );
    assert_eq!(
        dense(c, t211, false, vec![1, 2]),
        "dense<[[[1]], [[2]]]> : tensor<2x1x1xi32>"
    );
    let one = 1.0f32.to_bits() as i128;
    let two = 2.0f32.to_bits() as i128;
    assert_eq!(
        dense(c, t2c, false, vec![one, two, two, one]),
        "dense<[(1.000000e+00,2.000000e+00), (2.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f32>>"
    );
    let text = dense(c, t101, false, (0..101).collect());
    assert!(text.starts_with("dense<\"0x00000000010000000200000003000000"));
    assert!(text.ends_with("64000000\"> : tensor<101xi32>"));
    let text = dense(
        c,
        t101b,
        false,
        (0..101).map(|i| i128::from(i % 3 != 0)).collect(),
    );
    assert_eq!(
        text,
        "dense<\"0xB66DDBB66DDBB66DDBB66DDB16\"> : tensor<101xi1>"
    );
    let text = dense(c, t101i4, false, (0..101).map(|i| -(i % 8)).collect());
    assert!(text.starts_with("dense<\"0x000F0E0D0C0B0A09000F"), "{text}");
    let s = c.intern_attr(AttrData::DenseStrings {
        ty: t2b,
        splat: false,
        values: vec![b"a".to_vec().into(), b"b".to_vec().into()],
    });
    assert_eq!(print_attribute(c, s), r#"dense<["a", "b"]> : tensor<2xi1>"#);
}

#[test]
fn locations() {
    let mut b = B::new();
    let c = &mut b.ctx;
    let f = c.symbol("f");
    let u = c.unknown_loc();
    assert_eq!(print_location(c, u), "loc(unknown)");
    let fl = c.file_loc("f\"g", 1, 2);
    assert_eq!(print_location(c, fl), r#"loc("f\22g":1:2)"#);
    let r1 = c.intern_loc(LocData::FileLineCol {
        file: f,
        line: 1,
        column: 2,
        end: RangeEnd::Column(5),
    });
    assert_eq!(print_location(c, r1), r#"loc("f":1:2 to :5)"#);
    let r2 = c.intern_loc(LocData::FileLineCol {
        file: f,
        line: 1,
        column: 2,
        end: RangeEnd::LineColumn(3, 4),
    });
    assert_eq!(print_location(c, r2), r#"loc("f":1:2 to 3:4)"#);
    let r3 = c.intern_loc(LocData::FileLineCol {
        file: f,
        line: 1,
        column: 2,
        end: RangeEnd::LineColumn(1, 4),
    });
    assert_eq!(print_location(c, r3), r#"loc("f":1:2 to :4)"#);
    let plain = c.file_loc("f", 1, 2);
    let name = c.symbol("name");
    let nl = c.intern_loc(LocData::Name { name, child: plain });
    assert_eq!(print_location(c, nl), r#"loc("name"("f":1:2))"#);
    let a = c.name_loc("a");
    let bl = c.name_loc("b");
    let cs = c.intern_loc(LocData::CallSite {
        callee: a,
        caller: bl,
    });
    assert_eq!(print_location(c, cs), r#"loc(callsite("a" at "b"))"#);
    let fused = c.fused_loc(&[a, bl], None);
    assert_eq!(print_location(c, fused), r#"loc(fused["a", "b"])"#);
    let meta = c.string_attr("meta");
    let fused = c.fused_loc(&[a, bl], Some(meta));
    assert_eq!(print_location(c, fused), r#"loc(fused<"meta">["a", "b"])"#);
}

#[test]
fn stale_handles_do_not_panic() {
    let mut b = B::new();
    let i32t = b.i32();
    let (m, body) = b.module();
    let (r, rb) = b.region(&[&[]]);
    let holder = b.op_full(
        Some(body),
        "test.holder",
        &[],
        &[],
        &[],
        vec![r],
        vec![],
        None,
    );
    let def = b.op(rb[0], "test.def", &[], &[i32t]);
    let v = b.res(def, 0);
    b.op(body, "test.use", &[v], &[]);
    // Printing just the holder's nested op numbers from the module.
    let text = print_op(&b.ctx, def, NODEBUG);
    assert_eq!(text, "%0 = \"test.def\"() : () -> i32\n");
    let _ = holder;
    // A use of a value from outside the printed tree prints as unknown.
    let text = print_op(&b.ctx, m, NODEBUG);
    assert!(text.contains("\"test.use\"(%0)"), "{text}");
}

#[test]
fn quirks() {
    let mut b = B::new();
    let c = &mut b.ctx;
    // An f64 printed in hex keeps its type inside an array.
    let f64t = c.float_type(FloatKind::F64);
    let big = c.float_attr_bits(f64t, 123456789.0f64.to_bits() as u128);
    let small = c.float_attr_bits(f64t, 0.1f64.to_bits() as u128);
    let arr = c.array_attr(vec![small, big]);
    assert_eq!(
        print_attribute(c, arr),
        "[1.000000e-01, 0x419D6F3454000000 : f64]"
    );
    // Empty symbol names.
    let empty = c.symbol_ref_attr("");
    assert_eq!(print_attribute(c, empty), "@<<INVALID EMPTY SYMBOL>>");
    // Empty file names: `-` for points, `""` for ranges.
    let point = c.file_loc("", 1, 2);
    assert_eq!(print_location(c, point), r#"loc("-":1:2)"#);
    let file = c.symbol("");
    let degenerate = c.intern_loc(LocData::FileLineCol {
        file,
        line: 1,
        column: 2,
        end: RangeEnd::LineColumn(1, 2),
    });
    assert_eq!(print_location(c, degenerate), r#"loc("":1:2)"#);
}

#[test]
fn cyclic_ir_terminates() {
    // The API refuses to insert an operation into a block of its own
    // region (a cycle: see `ir/structure.rs`); the printer never sees one.
    let mut b = B::new();
    let i32t = b.i32();
    let (r, rb) = b.region(&[&[]]);
    let op = b.op_full(None, "t.loop", &[], &[i32t], &[], vec![r], vec![], None);
    assert!(b.ctx.append_op(rb[0], op).is_err());
    let text = print_op(&b.ctx, op, NODEBUG);
    assert!(text.contains("\"t.loop\"() ({"), "{text}");
    assert!(text.ends_with("}) : () -> i32\n"), "{text}");
}

/// A module of `n` operations with repeated and distinct attributes, types
/// and locations, in several functions.
fn big_module(ctx: &mut Context, n: usize) -> OpId {
    let mut src = String::from("\"builtin.module\"() ({\n");
    for f in 0..n / 100 {
        src.push_str(&format!(
            "  \"func.func\"() <{{function_type = (i32) -> (), sym_name = \"f{f}\"}}> ({{\n  ^bb0(%arg0: i32):\n"
        ));
        for i in 0..100 {
            src.push_str(&format!(
                "    %{i} = \"test.op\"(%arg0) <{{attr = {} : i32, s = \"x\\\"y\"}}> {{tag}} : (i32) -> i{} loc(\"n{}\"(\"f.mlir\":{i}:3))\n",
                i % 7,
                8 * (1 + i % 3),
                i % 5
            ));
        }
        src.push_str("    \"func.return\"() : () -> ()\n  }) : () -> ()\n");
    }
    src.push_str("}) : () -> ()\n");
    super::parse_module(ctx, &src, "big.mlir").expect("parses")
}

#[test]
fn streaming_matches_the_string_printer() {
    let mut ctx = Context::new();
    let m = big_module(&mut ctx, 3000);
    for options in [NODEBUG, DEBUG] {
        let expected = print_op(&ctx, m, options);
        // Several chunks.
        assert!(expected.len() > 3 * 64 * 1024);
        let mut streamed = Vec::new();
        super::printer::write_op_to(&ctx, m, options, &mut streamed).unwrap();
        assert_eq!(String::from_utf8(streamed).unwrap(), expected);
    }
}

/// A writer that fails once `limit` bytes were written.
struct FailingWriter {
    written: usize,
    limit: usize,
}

impl std::io::Write for FailingWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.written + buf.len() > self.limit {
            return Err(std::io::Error::new(
                std::io::ErrorKind::BrokenPipe,
                "closed",
            ));
        }
        self.written += buf.len();
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn streaming_reports_write_errors() {
    let mut ctx = Context::new();
    let m = big_module(&mut ctx, 3000);
    for limit in [0, 100_000] {
        let mut w = FailingWriter { written: 0, limit };
        let err = super::printer::write_op_to(&ctx, m, DEBUG, &mut w).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::BrokenPipe);
    }
}

/// Distinct attributes print numbered by first appearance, whatever the
/// numbers they were parsed with (`tests/roundtrip/src/attr_distinct_ids.mlir`
/// and mlir-opt-22's output for it, `attr_distinct_ids.nodebug.expected`).
#[test]
fn distinct_attributes_are_renumbered_in_print_order() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/roundtrip");
    let src = std::fs::read_to_string(format!("{dir}/src/attr_distinct_ids.mlir")).unwrap();
    let expected =
        std::fs::read_to_string(format!("{dir}/attr_distinct_ids.nodebug.expected")).unwrap();
    let mut ctx = Context::new();
    let module = crate::text::parse_module(&mut ctx, &src, "attr_distinct_ids.mlir").unwrap();
    assert_eq!(print_op(&ctx, module, PrintOptions::default()), expected);
    // A standalone attribute starts from 0, as MLIR's `Attribute::print`.
    let attr = ctx
        .op(ctx
            .block_ops(ctx.region(ctx.op(module).regions()[0]).blocks()[0])
            .nth(2)
            .unwrap())
        .attributes();
    assert_eq!(
        print_attribute(&ctx, attr),
        "{e = [distinct[0]<42 : i32>, distinct[1]<>]}"
    );
}

/// Symbols are byte strings: the exact bytes are kept, the text accessor
/// says when they are not UTF-8, and the printer escapes every byte that
/// is not printable ASCII (as mlir-opt prints `{"\FF" = unit}`).
#[test]
fn byte_string_symbols() {
    let mut ctx = Context::new();
    let ff = ctx.symbol_from_bytes(b"\xFF\x00");
    let e_acute = ctx.symbol_from_bytes("\u{e9}".as_bytes());
    assert_eq!(ctx.symbol("\u{e9}"), e_acute);
    assert_ne!(ctx.symbol_from_bytes(b"\xFE\x00"), ff);
    assert_eq!(ctx.bytes(ff), b"\xFF\x00");
    assert_eq!(ctx.try_str(ff), None);
    assert_eq!(ctx.str(ff), "\u{FFFD}\u{0}");
    assert_eq!(ctx.try_str(e_acute), Some("\u{e9}"));
    assert_eq!(ctx.lookup_symbol_bytes(b"\xFF\x00"), Some(ff));
    let unit = ctx.unit_attr();
    let dict = ctx.dictionary(vec![
        NamedAttribute {
            name: ff,
            value: unit,
        },
        NamedAttribute {
            name: e_acute,
            value: unit,
        },
    ]);
    assert_eq!(print_attribute(&ctx, dict), r#"{"\C3\A9", "\FF\00"}"#);
    let name = ctx.op_name_from_bytes(b"t.\xFF");
    assert_eq!(ctx.op_name_bytes(name), b"t.\xFF");
    assert_eq!(ctx.op_dialect_str(name), "t");
    assert_ne!(ctx.op_name_from_bytes(b"t.\xFE"), name);
}
