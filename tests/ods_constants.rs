//! Constant values in ODS's C++ spelling: `ConstantAttr<Attr, "value">`
//! and `ConstantEnumCase` in patterns (matched and built), and
//! `DefaultValuedAttr` defaults, read as mlir-tblgen pastes them into C++
//! (`"1"`/`"true"` for `I1Attr`, `"1LL << 40"`, `"0x10"`, `"1.5f"`,
//! `"\"text\""`, `"::ns::Enum::case"`, `"::ns::E::a | ::ns::E::b"`),
//! and as result leaves: a named constant record `X:$name` (the name
//! ignored, as mlir-tblgen's `handleOpArgument` does) and a constant of a
//! library attribute class with template arguments
//! (`ConstantAttr<RankedI32ElementsAttr<[4]>, "{0, 2, 3, 1}">`).

use drr::Context;
use drr::rewrite::{GreedyConfig, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect cst;

    def Kind_A : I32EnumAttrCase<"a", 0>;
    def Kind_B : I32EnumAttrCase<"b", 7, "bee">;
    def KindAttr : I32EnumAttr<"Kind", "a kind", [Kind_A, Kind_B]> {
        let cppNamespace = "::mlir::cst";
    }

    def F_NONE : I32BitEnumAttrCaseNone<"none">;
    def F_X : I32BitEnumAttrCaseBit<"x", 0>;
    def F_Y : I32BitEnumAttrCaseBit<"y", 3>;
    def Flags : I32BitEnumAttr<"Flags", "some flags", [F_NONE, F_X, F_Y]> {
        let separator = " | ";
        let cppNamespace = "::mlir::cst";
    }
    def FlagsAttr : EnumAttr<cst, Flags, "flags"> {
        let assemblyFormat = "`<` $value `>`";
    }

    def SrcOp : Op<"src"> {
        let arguments = (ins AnyType:$x, I1Attr:$flag);
        let results = (outs AnyType:$r);
    }
    def DstOp : Op<"dst"> {
        let arguments = (ins AnyType:$x,
            I1Attr:$flag,
            I64Attr:$big,
            I32Attr:$hex,
            F32Attr:$half,
            StrAttr:$text,
            KindAttr:$kind,
            FlagsAttr:$flags,
            BoolAttr:$yes);
        let results = (outs AnyType:$r);
    }
    def ElemsSrcOp : Op<"elems_src"> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$r);
    }
    def ElemsOp : Op<"elems"> {
        let arguments = (ins AnyType:$x, I32ElementsAttr:$e, I64Attr:$i, F32Attr:$f);
        let results = (outs AnyType:$r);
    }
    def LayoutSrcOp : Op<"layout_src"> {
        let arguments = (ins AnyType:$x, StrAttr:$fmt);
        let results = (outs AnyType:$r);
    }
    def LayoutOp : Op<"layout"> {
        let arguments = (ins AnyType:$x, StrAttr:$fmt, RankedI32ElementsAttr<[4]>:$perm);
        let results = (outs AnyType:$r);
    }
    def DefaultsOp : Op<"defaults"> {
        let arguments = (ins
            DefaultValuedAttr<I64Attr, "1LL << 40">:$big,
            DefaultValuedAttr<I32Attr, "-0x10">:$neg,
            DefaultValuedAttr<F32Attr, "2.5f">:$half,
            DefaultValuedAttr<StrAttr, "\"hi\"">:$text,
            DefaultValuedAttr<KindAttr, "::mlir::cst::Kind::b">:$kind,
            DefaultValuedAttr<FlagsAttr, "::mlir::cst::Flags::x | ::mlir::cst::Flags::y">:$flags,
            DefaultValuedAttr<I1Attr, "true">:$on);
    }
}

drr::patterns! {
    def Rewrite : Pat<(SrcOp $x, ConstantAttr<I1Attr, "1">),
        (DstOp $x,
            ConstantAttr<I1Attr, "0">,
            ConstantAttr<I64Attr, "1LL << 40">,
            ConstantAttr<I32Attr, "0x10 | 1">,
            ConstantAttr<F32Attr, "1.5f">,
            ConstantAttr<StrAttr, "\"foo\"">,
            ConstantAttr<KindAttr, "::mlir::cst::Kind::b">,
            ConstantAttr<FlagsAttr, "::mlir::cst::Flags::x | ::mlir::cst::Flags::y">,
            ConstantAttr<BoolAttr, "true">)>;
    def RewriteFalse : Pat<(SrcOp $x, ConstantAttr<I1Attr, "false">),
        (DstOp $x,
            ConstantAttr<I1Attr, "true">,
            ConstantAttr<I64Attr, "std::numeric_limits<int64_t>::max()">,
            ConstantAttr<I32Attr, "-1">,
            ConstantAttr<F32Attr, "-0.25">,
            ConstantAttr<StrAttr, "\"a\" \"b\"">,
            ConstantEnumCase<KindAttr, "a">,
            ConstantEnumCase<FlagsAttr, "none">,
            ConstantAttr<BoolAttr, "0">)>;
    // One number in braces is the number (TensorFlow Lite writes
    // `ConstantAttr<I32ElementsAttr, "{0}">`: C++'s `ArrayRef({0})`).
    def Braced : Pat<(ElemsSrcOp $x),
        (ElemsOp $x,
            ConstantAttr<I32ElementsAttr, "{-1}">,
            ConstantAttr<I64Attr, "{7}">,
            ConstantAttr<F32Attr, "{0.5f}">)>;
    // TensorFlow's cast_bf16_ops_to_f32.td passes `IsDataFormatNHWC:$data_format`
    // (a ConstantAttr record) to the built op; TensorFlow Lite's
    // composite_lowering_patterns.td builds a ranked elements constant.
    def IsNHWC : ConstantAttr<StrAttr, "\"NHWC\"">;
    def NamedConstantLeaf : Pat<(LayoutSrcOp $x, IsNHWC:$fmt),
        (LayoutOp $x, IsNHWC:$fmt, ConstantAttr<RankedI32ElementsAttr<[4]>, "{0, 2, 3, 1}">)>;
}

fn run(src: &str) -> String {
    let mut ctx = Context::new();
    CstDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    let mut patterns = RewritePatternSet::new();
    populate_with_generated(&mut patterns);
    let frozen = patterns.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()).unwrap();
    print_op(&ctx, m, PrintOptions { debug_info: false })
}

#[test]
fn constants_in_patterns_are_read_as_cpp() {
    let src = r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cst.src"(%0) <{flag = true}> : (i32) -> i32
  %2 = "cst.src"(%0) <{flag = false}> : (i32) -> i32
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
"#;
    assert_eq!(
        run(src),
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cst.dst"(%0) <{big = 1099511627776 : i64, flag = false, flags = #cst.flags<x | y>, half = 1.500000e+00 : f32, hex = 17 : i32, kind = 7 : i32, text = "foo", yes = true}> : (i32) -> i32
  %2 = "cst.dst"(%0) <{big = 9223372036854775807 : i64, flag = true, flags = #cst.flags<none>, half = -2.500000e-01 : f32, hex = -1 : i32, kind = 0 : i32, text = "ab", yes = false}> : (i32) -> i32
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn braced_numbers_are_numbers() {
    let src = r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cst.elems_src"(%0) : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
"#;
    assert_eq!(
        run(src),
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cst.elems"(%0) <{e = dense<-1> : tensor<i32>, f = 5.000000e-01 : f32, i = 7 : i64}> : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn named_and_ranked_constants_in_results() {
    let src = r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cst.layout_src"(%0) <{fmt = "NHWC"}> : (i32) -> i32
  %2 = "cst.layout_src"(%0) <{fmt = "NCHW"}> : (i32) -> i32
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
"#;
    assert_eq!(
        run(src),
        r#""builtin.module"() ({
  %0 = "test.x"() : () -> i32
  %1 = "cst.layout"(%0) <{fmt = "NHWC", perm = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : (i32) -> i32
  %2 = "cst.layout_src"(%0) <{fmt = "NCHW"}> : (i32) -> i32
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn defaults_are_read_as_cpp() {
    let src = "\"cst.defaults\"() : () -> ()\n";
    let mut ctx = Context::new();
    CstDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").expect("parses");
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        "\"builtin.module\"() ({\n  \"cst.defaults\"() <{big = 1099511627776 : i64, flags = #cst.flags<x | y>, half = 2.500000e+00 : f32, kind = 7 : i32, neg = -16 : i32, on = true, text = \"hi\"}> : () -> ()\n}) : () -> ()\n"
    );
    assert_eq!(Flags::X | Flags::Y, Flags::from_bits(9).unwrap());
    assert_eq!(Kind::B.as_str(), "bee");
}
