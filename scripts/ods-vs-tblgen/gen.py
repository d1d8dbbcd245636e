#!/usr/bin/env python3
"""Random ODS ops and IR for them. gen.py OUT SEED NOPS

Writes OUT/dialect.td (an `od` dialect of NOPS random ops: operand, result
and attribute constraints, optional/variadic groups with segment sizes,
type-equality traits) and OUT/inNNN.mlir: per op one valid instance and
mutants of it (wrong types, counts, attributes, segment sizes, traits
broken), each in its own file (both tools stop at the first error)."""
import os
import random
import sys

out, seed, nops = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
os.makedirs(out, exist_ok=True)

INTS = ["i1", "i8", "i32", "i64"]
SIGNED = ["si32", "ui8"]
FLOATS = ["f32", "f64", "f16", "bf16"]
F32_TENSORS = ["tensor<4xf32>", "tensor<?xf32>", "tensor<2x3xf32>"]
F_VECTORS = ["vector<4xf32>", "vector<f32>", "vector<2x4xf32>"]
I_VECTORS = ["vector<4xi32>", "vector<[4]xi32>"]
OD_TYPES = ["!od.bv<8>", "!od.bv<-1>", "!od.pair<i32, 3, b>", "!od.pair<!od.bv<2>, 0, c>", "!od.opt",
            "!od.opt<f32>", "!od.opt[7]", "!od.opt<i1>[4]"]
EXTRA_TYPES = ["vector<4xi1>", "tensor<4xi1>", "tensor<2x3xi1>", "i16", "ui32", "si8", "tensor<f32>", "vector<2x[4]xf32>", "memref<4xf32, 1>", "tensor<4xf32, \"enc\">",
               "tensor<1x2x3xi8>", "memref<*xf32>", "tuple<>", "f8E4M3FN", "tf32"]
TYPES = EXTRA_TYPES + OD_TYPES + INTS + SIGNED + FLOATS + ["index"] + F32_TENSORS + ["tensor<*xf32>", "tensor<4xi32>"] \
    + F_VECTORS + I_VECTORS + ["memref<4xf32>", "memref<?xf32>", "none", "complex<f32>",
                               "tuple<i32, f32>"]
TYPE_CONSTRAINTS = {
    "AnyType": TYPES,
    "OD_BvType": ["!od.bv<8>", "!od.bv<-1>"],
    "OD_PairType": ["!od.pair<i32, 3, b>", "!od.pair<!od.bv<2>, 0, c>"],
    "AnyTypeOf<[OD_BvType, OD_OptType, I32]>": ["!od.bv<8>", "!od.bv<-1>", "!od.opt", "!od.opt<f32>",
                                                "!od.opt[7]", "!od.opt<i1>[4]", "i32"],
    "AnyInteger": INTS + SIGNED,
    "AnySignlessInteger": INTS,
    "I32": ["i32"],
    "I64": ["i64"],
    "I1": ["i1"],
    "I<8>": ["i8"],
    "SI32": ["si32"],
    "UI8": ["ui8"],
    "Index": ["index"],
    "F32": ["f32"],
    "F16": ["f16"],
    "BF16": ["bf16"],
    "AnyFloat": FLOATS,
    "AnyTypeOf<[I32, F32]>": ["i32", "f32"],
    "AnyTypeOf<[AnyInteger, Index]>": INTS + SIGNED + ["index"],
    "AnySignlessIntegerOrIndex": INTS + ["index"],
    "SignlessIntegerLike": INTS + ["index", "tensor<4xi32>"] + I_VECTORS,
    "FloatLike": FLOATS + F32_TENSORS + ["tensor<*xf32>"] + F_VECTORS,
    "TensorOf<[F32]>": F32_TENSORS + ["tensor<*xf32>"],
    "RankedTensorOf<[F32]>": F32_TENSORS,
    "TensorRankOf<[F32], [1]>": ["tensor<4xf32>", "tensor<?xf32>"],
    "AnyRankedTensor": F32_TENSORS + ["tensor<4xi32>"],
    "AnyUnrankedTensor": ["tensor<*xf32>"],
    "AnyStaticShapeTensor": ["tensor<4xf32>", "tensor<2x3xf32>", "tensor<4xi32>"],
    "VectorOfAnyRankOf<[I32]>": I_VECTORS,
    "VectorOfRankAndType<[1], [F32, I32]>": ["vector<4xf32>"] + I_VECTORS,
    "AnyVectorOfNonZeroRank": ["vector<4xf32>", "vector<2x4xf32>"] + I_VECTORS,
    "FixedVectorOfLengthAndType<[4], [I32]>": ["vector<4xi32>"],
    "AnyScalableVectorOfAnyRank": ["vector<[4]xi32>"],
    "AnyMemRef": ["memref<4xf32>", "memref<?xf32>"],
    "MemRefRankOf<[F32], [1]>": ["memref<4xf32>", "memref<?xf32>"],
    "AnyStaticShapeMemRef": ["memref<4xf32>"],
    "NoneType": ["none"],
    "AnyComplex": ["complex<f32>"],
    "TupleOf<[I32, F32]>": ["tuple<i32, f32>"],
    "BoolLike": ["i1", "vector<4xi1>", "tensor<4xi1>", "tensor<2x3xi1>"],
    "AnyTensor": F32_TENSORS + ["tensor<*xf32>", "tensor<4xi32>", "tensor<f32>", "tensor<4xf32, \"enc\">", "tensor<1x2x3xi8>"],
    "1DTensorOf<[F32]>": ["tensor<4xf32>", "tensor<?xf32>", "tensor<4xf32, \"enc\">"],
    "TensorRankOf<[AnyType], [0, 3]>": ["tensor<f32>", "tensor<1x2x3xi8>"],
    "AnyVectorOfAnyRank": F_VECTORS + I_VECTORS + ["vector<2x[4]xf32>"],
    "VectorOfRank<[2]>": ["vector<2x4xf32>", "vector<2x[4]xf32>"],
    "MemRefOf<[F32]>": ["memref<4xf32>", "memref<?xf32>", "memref<4xf32, 1>", "memref<*xf32>"],
    "AnyRankedOrUnrankedMemRef": ["memref<4xf32>", "memref<?xf32>", "memref<4xf32, 1>", "memref<*xf32>"],
    "AnySignedInteger": ["si32", "si8"],
    "AnyUnsignedInteger": ["ui8", "ui32"],
    "AnyI<16>": ["i16"],
    "UI<32>": ["ui32"],
    "SI<8>": ["si8"],
    "F8E4M3FN": ["f8E4M3FN"],
    "TF32": ["tf32"],
    "TupleOf<[AnyType]>": ["tuple<i32, f32>", "tuple<>"],
    "AnyTypeOf<[I32, F32], \"a 32-bit scalar\">": ["i32", "f32"],
    "AnyShaped": F32_TENSORS + ["tensor<*xf32>", "tensor<4xi32>"] + F_VECTORS + I_VECTORS
    + ["memref<4xf32>", "memref<?xf32>"],
}

# name: (valid values, invalid values, default (C++ text, or None))
ATTRS = {
    "I32Attr": (["0 : i32", "7 : i32", "-3 : i32"], ["7 : i64", '"s"', "7 : si32"], "3"),
    "I64Attr": (["0 : i64", "9 : i64"], ["9 : i32", "1.0 : f32"], "5"),
    "SI32Attr": (["-2 : si32"], ["2 : i32"], "2"),
    "UI8Attr": (["200 : ui8"], ["2 : i8"], "1"),
    "IndexAttr": (["4 : index"], ["4 : i64"], None),
    "F32Attr": (["1.500000e+00 : f32"], ["1.5 : f64", "1 : i32"], "1.0"),
    "F64Attr": (["2.500000e+00 : f64"], ["2.5 : f32"], "0.5"),
    "StrAttr": (['"abc"'], ["1 : i32", "@s"], '"x"'),
    "BoolAttr": (["true", "false"], ["1 : i1", "unit"], "false"),
    "UnitAttr": (["unit"], ["true"], None),
    "TypeAttr": (["i32", "tensor<2xf32>"], ['"i32"'], None),
    "ArrayAttr": (['[1 : i32, "a"]', "[]"], ['"a"'], None),
    "I64ArrayAttr": (["[1, 2]", "[]"], ["[1 : i32]", "array<i64: 1>"], "{}"),
    "I32ArrayAttr": (["[1 : i32, 2 : i32]"], ["[1]"], None),
    "StrArrayAttr": (['["a", "b"]'], ["[1 : i32]"], None),
    "DenseI64ArrayAttr": (["array<i64: 1, 2>", "array<i64>"], ["array<i32: 1>", "[1, 2]"], "{}"),
    "DenseI32ArrayAttr": (["array<i32: 3>"], ["array<i64: 3>"], None),
    "DenseBoolArrayAttr": (["array<i1: true, false>"], ["array<i32: 1>"], None),
    "DictionaryAttr": (["{a = 1 : i32}"], ["[1]"], None),
    "SymbolNameAttr": (['"sym"'], ["@sym"], None),
    "FlatSymbolRefAttr": (["@f"], ["@a::@b", '"f"'], None),
    "SymbolRefAttr": (["@a::@b", "@c"], ['"c"'], None),
    "AnyAttr": (["1 : i32", '"x"', "[]"], [], None),
    "ElementsAttr": (["dense<1> : tensor<2xi32>"], ["1 : i32"], None),
    "AnyIntElementsAttr": (["dense<[1, 2]> : tensor<2xi64>"], ["dense<1.0> : tensor<2xf32>"], None),
    "I64ElementsAttr": (["dense<[1, 2]> : tensor<2xi64>"], ["dense<1> : tensor<2xi32>"], None),
    "ConfinedAttr<I64Attr, [IntMinValue<0>]>": (["3 : i64", "0 : i64"], ["-1 : i64", "3 : i32"], "0"),
    "ConfinedAttr<I32Attr, [IntPositive]>": (["5 : i32"], ["0 : i32"], "1"),
    "ConfinedAttr<I64ArrayAttr, [ArrayMinCount<2>]>": (["[1, 2]"], ["[1]"], None),
    "ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<9>]>": (["9 : i64"], ["10 : i64"], None),
    "AnyAttrOf<[I32Attr, StrAttr]>": (["1 : i32", '"s"'], ["1 : i64", "[]"], None),
    "OptionalAttr<UnitAttr>": (["unit"], ["true"], None),
    "FloatElementsAttr<32>": (["dense<1.0> : tensor<2xf32>"], ["dense<1.0> : tensor<2xf64>", "dense<1> : tensor<2xi32>"], None),
    "RankedI64ElementsAttr<[2]>": (["dense<[1, 2]> : tensor<2xi64>"], ["dense<1> : tensor<3xi64>"], None),
    "FlatSymbolRefArrayAttr": (["[@a, @b]"], ["[@a::@b]", "@a"], None),
    "DictArrayAttr": (["[{a = 1 : i32}, {}]"], ["[1 : i32]"], None),
    "ConfinedAttr<DenseI64ArrayAttr, [DenseArrayNonNegative<DenseI64ArrayAttr>]>": (["array<i64: 0, 3>"], ["array<i64: -1>"], None),
    "TypedAttrInterface": (["1 : i32", "2.5 : f32", "dense<1> : tensor<2xi32>"], ['"s"', "unit", "[1 : i32]"], None),
    "I8Attr": (["-5 : i8"], ["5 : i16"], "1"),
    "I16Attr": (["300 : i16"], ["300 : i32"], None),
    "SI64Attr": (["-9 : si64"], ["9 : i64"], None),
    "UI64Attr": (["9 : ui64"], ["9 : i64"], "2"),
    "APIntAttr": (["7 : i13"], ["7.0 : f32", "7 : index"], None),
    "DenseI8ArrayAttr": (["array<i8: 1, -1>"], ["array<i16: 1>"], None),
    "DenseI16ArrayAttr": (["array<i16: 300>"], ["array<i8: 3>"], None),
    "DenseF64ArrayAttr": (["array<f64: 1.5>"], ["array<f32: 1.5>"], None),
    "SymbolRefArrayAttr": (["[@a, @b::@c]"], ["[\"a\"]"], None),
    "TypedStrAttr<I32>": (['"ab" : i32'], ['"a"', '"a" : i64'], None),
    "StringElementsAttr": (['dense<"x"> : tensor<2x!tf_type.string>', 'dense<["a", "b"]> : tensor<2x!od.bv<1>>'], ["dense<1> : tensor<2xi32>"], None),
    "AnyI32Attr": (["1 : si32", "2 : i32", "3 : ui32"], ["1 : i64"], None),
    "UI32Attr": (["7 : ui32"], ["7 : i32"], "4"),
    "F32ArrayAttr": (["[1.000000e+00 : f32]"], ["[1 : i32]"], None),
    "TypeArrayAttr": (["[i32, f32]"], ["[1 : i32]", "i32"], None),
    "DenseF32ArrayAttr": (["array<f32: 1.5, 2.0>"], ["array<f64: 1.5>"], None),
    "F64ElementsAttr": (["dense<1.0> : tensor<2xf64>"], ["dense<1.0> : tensor<2xf32>"], None),
    "ConfinedAttr<DenseI64ArrayAttr, [DenseArrayStrictlySorted<DenseI64ArrayAttr>]>":
        (["array<i64: 1, 3>"], ["array<i64: 3, 1>", "array<i64: 1, 1>"], None),
    "ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<2>]>": (["array<i64: 4, 5>"], ["array<i64: 4>"], None),
    "ConfinedAttr<I64ArrayAttr, [ArrayCount<1>]>": (["[3]"], ["[3, 4]"], None),
    "OD_PointAttr": (["#od.point<x = 1, y = 2, on = true>", "#od.point<on = false, x = -3>",
                      "#od.point<x = 0, on = 1>"],
                     ["#od.point<x = 1>", "#od.point<x = 1, x = 2, on = true>", "#od.point<x = a, on = true>",
                      "#od.point<z = 1, x = 1, on = true>", "#od.point<x = 99999999999, on = true>",
                      "#od.point<x = 1, on = 2>", "#od.point<>"], None),
    "OD_RangeAttr": (['#od.range<1, 5, "t">', '#od.range<-2, 0, "">'],
                     ["#od.range<1, 5>", '#od.range<1, "t", 5>', '#od.range<x, 5, "t">', "#od.range"], None),
    "TypeAttrOf<OD_BvType>": (["!od.bv<3>"], ["i32", "!od.bv<x>", "!od.bv<>", "!od.bv<99999999999999999999>",
                               "!od.pair<i32, 2, q>", "!od.pair<i32, -1, a>", "!od.pair<i32 3, a>",
                               "!od.opt<>", "!od.opt[x]", "!od.opt<f32", "!od.bv<1, 2>", "!od.nope<1>"], None),
    "OD_Kind": (["0 : i32", "5 : i32"], ["2 : i32", "0 : i64", "#od<mode a>"], "::od::Kind::B"),
    "OD_Wide": (["10 : i64", "2 : i64"], ["3 : i64", "2 : i32"], "::od::Wide::Q"),
    "OD_FlagsAttr": (["#od<flags none>", "#od<flags x, z>", "#od<flags z, x>", "#od<flags y>"],
                     ["#od<flags w>", "3 : i32", "#od<flags>", "#od<flags x z>", "#od<mode a>"],
                     "::od::Flags::x"),
    "OD_ModeAttr": (["#od<mode a>", "#od<mode c>"], ["#od<mode q>", "0 : i32", "#od.mode<a>"], "::od::Mode::b"),
}

# Properties (no OptionalAttr/DefaultValuedAttr wrappers): name: (valid, invalid)
PROPS = {
    "I32Prop": (["3 : i32", "-1 : i32"], ["3 : i64", '"s"']),
    "I64Prop": (["5 : i64"], ["5 : i32", "true"]),
    "StringProp": (['"abc"', '""'], ["1 : i32"]),
    "BoolProp": (["true", "false"], ["1 : i32"]),
    "UnitProp": (["unit"], ["true"]),
    'DefaultValuedProp<I64Prop, "7">': (["2 : i64"], ["2 : i32"]),
    "OptionalProp<I32Prop>": (["4 : i32"], ['"x"']),
    "IntArrayProp<I64Prop>": (["array<i64: 1, 2>", "array<i64>"], ["[1, 2]", "array<i32: 1>"]),
    "ArrayProp<StringProp>": (['["a", "b"]', "[]"], ['"a"', "[1 : i32]"]),
    "EnumProp<OD_Kind>": (["5 : i32", "0 : i32"], ["2 : i32", '"a"', "5 : i64"]),
    "EnumProp<OD_Flags>": (["3 : i32", "0 : i32"], ["4 : i32", '"x"']),
    'DefaultValuedProp<StringProp, "\\"d\\"">': (['"e"'], ["1 : i32"]),
    "ArrayProp<I64Prop>": (["[1, 2]", "[]"], ["[1 : i32]", "array<i64: 1>"]),
}

SAME_TYPE_TRAITS = ["SameOperandsAndResultType", "SameTypeOperands", "SameOperandsShape",
                    "SameOperandsAndResultShape", "SameOperandsElementType",
                    "SameOperandsAndResultElementType"]


class Op:
    pass


def elem(t):
    """`getElementTypeOrSelf`."""
    for p in ("tensor<", "vector<", "memref<"):
        if t.startswith(p):
            return t[len(p):-1].split("x")[-1]
    return t


def i1_same_shape(t):
    """`getI1SameShape`: i1, or the shaped type with i1 elements."""
    for p in ("tensor<", "vector<"):
        if t.startswith(p) and not t.endswith('"enc">'):
            body = t[len(p):-1]
            dims = body.rsplit("x", 1)[0] + "x" if "x" in body else ""
            return f"{p}{dims}i1>"
    return "i1"


def shape(t):
    """The shape of a ranked shaped type (-1 dynamic), else None."""
    for p in ("tensor<", "vector<", "memref<"):
        if t.startswith(p):
            body = t[len(p):-1]
            if body.startswith("*"):
                return None
            dims = body.split("x")[:-1]
            return tuple(-1 if d == "?" else int(d.strip("[]")) for d in dims)
    return None


def make_op(i):
    op = Op()
    op.name = f"op{i}"
    op.rec = f"OD_Op{i}"
    n = 0

    def fresh(p):
        nonlocal n
        n += 1
        return f"{p}{n}"
    op.operands = []  # (name, constraint, kind) kind: 1 single, '?' optional, '*' variadic
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])):
        kind = rng.choice(["1", "1", "1", "?", "*"])
        op.operands.append((fresh("in"), rng.choice(list(TYPE_CONSTRAINTS)), kind))
    op.results = []
    for _ in range(rng.choice([0, 1, 1, 1, 2])):
        kind = rng.choice(["1", "1", "1", "1", "?", "*"])
        op.results.append((fresh("out"), rng.choice(list(TYPE_CONSTRAINTS)), kind))
    op.attrs = []  # (name, base, wrap) wrap: '' required, 'opt', 'def', 'prop'
    for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
        if rng.random() < 0.25:
            op.attrs.append((fresh("p"), rng.choice(list(PROPS)), "prop"))
            continue
        base = rng.choice(list(ATTRS))
        wraps = ["", "", "opt"] + (["def", "defopt"] if ATTRS[base][2] is not None else [])
        if base.startswith("OptionalAttr"):
            wraps = [""]
        op.attrs.append((fresh("a"), base, rng.choice(wraps)))
    op.traits = []
    # Regions: (name, constraint); a variadic one last.
    op.regions = []
    op.no_terminator = False
    op.single_block = False
    if rng.random() < 0.3:
        for _ in range(rng.choice([1, 1, 2])):
            op.regions.append((fresh("r"), rng.choice(["AnyRegion", "SizedRegion<1>", "MinSizedRegion<2>",
                                                       "MaxSizedRegion<1>"])))
        if rng.random() < 0.2:
            op.regions.append((fresh("r"), "VariadicRegion<AnyRegion>"))
        t = rng.choice(["", "", "NoTerminator", "SingleBlock", "SingleBlockImplicitTerminator<\"YieldOp\">",
                        "IsolatedFromAbove", "RecursiveMemoryEffects"])
        if t:
            op.traits.append(t)
        op.no_terminator = t == "NoTerminator"
        op.single_block = t.startswith("SingleBlock")
    # Successors: the op is then its block's terminator.
    op.successors = []
    if not op.regions and rng.random() < 0.15:
        for _ in range(rng.choice([1, 1, 2])):
            op.successors.append((fresh("s"), rng.choice(["AnySuccessor", "VariadicSuccessor<AnySuccessor>"])))
        # Only the last may be variadic (mlir-tblgen's rule).
        op.successors = [(n, "AnySuccessor") for n, _ in op.successors[:-1]] + op.successors[-1:]
        op.traits.append("Terminator")
    nvar_in = sum(1 for _, _, k in op.operands if k != "1")
    nvar_out = sum(1 for _, _, k in op.results if k != "1")
    # Two or more variadic groups: segment sizes, or all of one size.
    op.in_segments = nvar_in > 1 and rng.random() < 0.7
    op.out_segments = nvar_out > 1 and rng.random() < 0.7
    op.same_in = nvar_in > 1 and not op.in_segments
    op.same_out = nvar_out > 1 and not op.out_segments
    if op.in_segments:
        op.traits.append("AttrSizedOperandSegments")
    if op.out_segments:
        op.traits.append("AttrSizedResultSegments")
    if op.same_in:
        op.traits.append("SameVariadicOperandSize")
    if op.same_out:
        op.traits.append("SameVariadicResultSize")
    # A type-equality trait when some type satisfies every constraint it covers.
    op.same = None
    if rng.random() < 0.4 and len(op.operands) + len(op.results) >= 2:
        t = rng.choice(SAME_TYPE_TRAITS)
        # (drr refuses a `…Result…` trait on an op without results, which
        # mlir-tblgen accepts: every instance then fails to verify)
        if "Result" in t and not op.results:
            t = "SameTypeOperands"
        covered = op.operands + (op.results if "Result" in t else [])
        common = set(TYPES)
        for _, c, _ in covered:
            common &= set(TYPE_CONSTRAINTS[c])
        if common and covered:
            op.traits.append(t)
            op.same = (t, sorted(common), [nm for nm, _, _ in covered])
    if op.same is None and rng.random() < 0.25:
        singles = [(nm, c) for nm, c, k in op.operands + op.results if k == "1"]
        if len(singles) >= 2:
            pick = rng.sample(singles, 2)
            common = set(TYPE_CONSTRAINTS[pick[0][1]]) & set(TYPE_CONSTRAINTS[pick[1][1]])
            if common:
                op.traits.append(f'AllTypesMatch<["{pick[0][0]}", "{pick[1][0]}"]>')
                op.same = ("AllTypesMatch", sorted(common), [pick[0][0], pick[1][0]])
    # A relation between two single groups (`op.pair`): trait, names, the
    # relation their types must satisfy.
    op.pair = None
    singles = [(nm, c) for nm, c, k in op.operands + op.results if k == "1"]
    if op.same is None and len(singles) >= 2 and rng.random() < 0.7:
        (a, ca), (b, cb) = rng.sample(singles, 2)
        ranked = lambda c: all(shape(t) is not None for t in TYPE_CONSTRAINTS[c])
        cands = [(f'AllElementTypesMatch<["{a}", "{b}"]>', lambda x, y: elem(x) == elem(y)),
                 (f'TypesMatchWith<"{a} matches {b}", "{a}", "{b}", "$_self">', lambda x, y: x == y),
                 (f'TypesMatchWith<"{b} is the element type of {a}", "{a}", "{b}", "::mlir::getElementTypeOrSelf($_self)">',
                  lambda x, y: elem(x) == y),
                 (f'TypesMatchWith<"{b} is i1 of {a}\'s shape", "{a}", "{b}", "::getI1SameShape($_self)">',
                  lambda x, y: i1_same_shape(x) == y)]
        if ranked(ca) and ranked(cb):
            cands += [(f'AllShapesMatch<["{a}", "{b}"]>', lambda x, y: shape(x) == shape(y)),
                      (f'AllRanksMatch<["{a}", "{b}"]>', lambda x, y: len(shape(x)) == len(shape(y)))]
        trait, rel = rng.choice(cands)
        good = [(x, y) for x in TYPE_CONSTRAINTS[ca] for y in TYPE_CONSTRAINTS[cb] if rel(x, y)]
        bad = [(x, y) for x in TYPE_CONSTRAINTS[ca] for y in TYPE_CONSTRAINTS[cb] if not rel(x, y)]
        if good:
            op.traits.append(trait)
            op.pair = (trait, a, b, good, bad)
    if rng.random() < 0.3:
        op.traits.append(rng.choice(["Pure", "Commutative", "NoMemoryEffect"]))
    if rng.random() < 0.12:
        op.traits.append("Elementwise")
    if rng.random() < 0.2:
        # (the scopes only with regions: their C++ static_asserts it)
        op.traits.append(rng.choice(["ResultsAreFloatLike", "ResultsBroadcastableShape", "MemRefsNormalizable"]
                                    + (["AutomaticAllocationScope", "AffineScope"] if op.regions else [])))
    # `AllTypesMatch` over two variadic groups: their type ranges equal.
    op.vpair = None
    variadics = [(nm, c) for nm, c, k in op.operands + op.results if k == "*"]
    if op.same is None and op.pair is None and len(variadics) >= 2 and rng.random() < 0.6:
        (a, ca), (b, cb) = rng.sample(variadics, 2)
        common = sorted(set(TYPE_CONSTRAINTS[ca]) & set(TYPE_CONSTRAINTS[cb]))
        if common:
            op.traits.append(f'AllTypesMatch<["{a}", "{b}"]>')
            op.vpair = (a, b, common)
    return op


def td_region(name, c):
    return f"{c}:${name}"


def td_arg(name, c, kind):
    if kind == "?":
        return f"Optional<{c}>:${name}"
    if kind == "*":
        return f"Variadic<{c}>:${name}"
    return f"{c}:${name}"


def td_attr(name, base, wrap):
    if wrap == "prop":
        return f"{base}:${name}"
    if wrap == "opt":
        return f"OptionalAttr<{base}>:${name}"
    if wrap in ("def", "defopt"):
        d = ATTRS[base][2].replace('"', '\\"')
        cls = "DefaultValuedAttr" if wrap == "def" else "DefaultValuedOptionalAttr"
        return f'{cls}<{base}, "{d}">:${name}'
    return f"{base}:${name}"


HEADER = '''include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/Properties.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"

def OD_Dialect : Dialect {
  let name = "od";
  let cppNamespace = "::od";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
}

def OD_Kind : I32EnumAttr<"Kind", "kind", [
    I32EnumAttrCase<"A", 0, "a">, I32EnumAttrCase<"B", 1, "b">, I32EnumAttrCase<"C", 5, "c">]> {
  let cppNamespace = "::od";
}
def OD_Wide : I64EnumAttr<"Wide", "wide", [I64EnumAttrCase<"P", 2>, I64EnumAttrCase<"Q", 10>]> {
  let cppNamespace = "::od";
}
def OD_Flags : I32BitEnumAttr<"Flags", "flags", [
    I32BitEnumAttrCaseNone<"none">, I32BitEnumAttrCaseBit<"x", 0>,
    I32BitEnumAttrCaseBit<"y", 1>, I32BitEnumAttrCaseBit<"z", 3>]> {
  let cppNamespace = "::od";
  let genSpecializedAttr = 0;
  let separator = ", ";
}
def OD_FlagsAttr : EnumAttr<OD_Dialect, OD_Flags, "flags">;
def OD_Mode : I32EnumAttr<"Mode", "mode", [
    I32EnumAttrCase<"a", 0>, I32EnumAttrCase<"b", 1>, I32EnumAttrCase<"c", 2>]> {
  let cppNamespace = "::od";
  let genSpecializedAttr = 0;
}
def OD_ModeAttr : EnumAttr<OD_Dialect, OD_Mode, "mode">;

def OD_BvType : TypeDef<OD_Dialect, "Bv"> {
  let mnemonic = "bv";
  let parameters = (ins "int64_t":$width);
  let assemblyFormat = "`<` $width `>`";
}
def OD_PairType : TypeDef<OD_Dialect, "Pair"> {
  let mnemonic = "pair";
  let parameters = (ins "::mlir::Type":$first, "unsigned":$n, EnumParameter<OD_Mode>:$mode);
  let assemblyFormat = "`<` $first `,` $n `,` $mode `>`";
}
def OD_OptType : TypeDef<OD_Dialect, "Opt"> {
  let mnemonic = "opt";
  let parameters = (ins OptionalParameter<"::mlir::Type">:$inner, DefaultValuedParameter<"int32_t", "4">:$k);
  let assemblyFormat = "(`<` $inner^ `>`)? (`[` $k^ `]`)?";
}
def OD_PointAttr : AttrDef<OD_Dialect, "Point"> {
  let mnemonic = "point";
  let parameters = (ins "int32_t":$x, DefaultValuedParameter<"int32_t", "0">:$y, "bool":$on);
  let assemblyFormat = "`<` struct(params) `>`";
}
def OD_RangeAttr : AttrDef<OD_Dialect, "Range"> {
  let mnemonic = "range";
  let parameters = (ins "int64_t":$lo, "int64_t":$hi, StringRefParameter<>:$tag);
  let assemblyFormat = "`<` params `>`";
}

class OD_Op<string mnemonic, list<Trait> traits = []> : Op<OD_Dialect, mnemonic, traits>;

def OD_ConstOp : OD_Op<"const", [Pure, AllTypesMatch<["value", "result"]>]> {
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
}

def OD_SymOp : OD_Op<"sym", [Symbol]> {
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility);
}

def OD_VVOp : OD_Op<"vv", [AttrSizedOperandSegments]> {
  let arguments = (ins I32:$x, VariadicOfVariadic<AnyInteger, "sizes">:$vv, Variadic<I1>:$flags,
                       DenseI32ArrayAttr:$sizes);
}

def OD_OuterOp : OD_Op<"outer", [NoTerminator, SingleBlock, NoRegionArguments]> {
  let regions = (region SizedRegion<1>:$body);
}

def OD_InnerOp : OD_Op<"inner", [HasParent<"OuterOp">]> {
  let arguments = (ins Variadic<AnyType>:$xs);
  let results = (outs Variadic<AnyType>:$ys);
}

def OD_EitherOp : OD_Op<"either", [ParentOneOf<["OuterOp", "::mlir::func::FuncOp"]>]>;

def OD_PassOp : OD_Op<"pass"> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$y);
}

def OD_GraphOp : OD_Op<"graph", GraphRegionNoTerminator.traits> {
  let regions = (region AnyRegion:$body);
}

def OD_YieldOp : OD_Op<"yield", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$vals);
}

'''

ops = [make_op(i) for i in range(nops)]
with open(os.path.join(out, "dialect.td"), "w") as f:
    f.write(HEADER)
    for op in ops:
        args = [td_arg(*o) for o in op.operands] + [td_attr(*a) for a in op.attrs]
        res = [td_arg(*r) for r in op.results]
        f.write(f'def {op.rec} : OD_Op<"{op.name}", [{", ".join(op.traits)}]> {{\n'
                f'  let arguments = (ins {", ".join(args)});\n'
                f'  let results = (outs {", ".join(res)});\n'
                + (f'  let regions = (region {", ".join(td_region(*r) for r in op.regions)});\n' if op.regions else "")
                + (f'  let successors = (successor {", ".join(f"{c}:${n}" for n, c in op.successors)});\n'
                   if op.successors else "")
                + '}\n\n')

# ---- IR ----
line = [0]


def loc():
    line[0] += 1
    return f'loc("in.mlir":{line[0]}:5)'


def instance(op):
    """A valid instance: {group name: [types]}, {attr: value}."""
    types = {}
    common = rng.choice(op.same[1]) if op.same else None
    # One count for all variadic groups of a side with `SameVariadic…Size`.
    shared = {}
    for side, same in ((op.operands, op.same_in), (op.results, op.same_out)):
        if same:
            n = rng.randint(0, 1) if any(k == "?" for _, _, k in side) else rng.randint(0, 3)
            for nm, _, k in side:
                if k != "1":
                    shared[nm] = n
    for nm, c, k in op.operands + op.results:
        count = 1 if k == "1" else (rng.randint(0, 1) if k == "?" else rng.randint(0, 3))
        count = shared.get(nm, count)
        if op.same and nm in op.same[2]:
            ts = [common] * count
        else:
            ts = [rng.choice(TYPE_CONSTRAINTS[c]) for _ in range(count)]
        types[nm] = ts
    if op.pair:
        x, y = rng.choice(op.pair[3])
        types[op.pair[1]] = [x]
        types[op.pair[2]] = [y]
    if op.vpair and not shared:
        a, b, common = op.vpair
        types[a] = [rng.choice(common) for _ in range(len(types[a]))]
        types[b] = list(types[a])
    # Blocks per region: each block a list of op lines.
    regions = []
    for nm, c in op.regions:
        if c.startswith("VariadicRegion"):
            n = rng.randint(0, 2)
            regions += [[yield_block(op)] for _ in range(n)]
            continue
        nblocks = {"MinSizedRegion<2>": 2, "SizedRegion<1>": 1}.get(c, rng.choice([0, 1, 1]))
        if op.single_block:
            nblocks = 1
        if c == "MaxSizedRegion<1>":
            nblocks = min(nblocks, 1)
        regions.append([yield_block(op) for _ in range(nblocks)])
    types["__regions"] = regions
    types["__succ"] = [sum(1 if c == "AnySuccessor" else rng.randint(0, 2) for _, c in op.successors)]
    attrs = {}
    for nm, base, wrap in op.attrs:
        if wrap and rng.random() < 0.4:
            continue
        attrs[nm] = rng.choice((PROPS[base] if wrap == "prop" else ATTRS[base])[0])
    return types, attrs


def yield_block(op):
    if op.no_terminator and rng.random() < 0.5:
        return []
    return ['"od.yield"() : () -> ()']


def render_regions(regions):
    if not regions:
        return ""
    parts = []
    for blocks in regions:
        text = ""
        for k, ops in enumerate(blocks):
            text += f"\n    ^bb{k}:\n" + "".join(f"      {o}\n" for o in ops)
        parts.append("{" + text + "    }")
    return " (" + ", ".join(parts) + ")"


def render(op, types, attrs, in_seg=None, out_seg=None, extra_props=None, discardable=None):
    args = []
    operand_types = []
    for nm, _, _ in op.operands:
        for t in types[nm]:
            args.append(t)
            operand_types.append(t)
    regions = render_regions(types.get("__regions", []))
    result_types = [t for nm, _, _ in op.results for t in types[nm]]
    props = dict(attrs)
    if op.in_segments:
        props["operandSegmentSizes"] = in_seg or f"array<i32: {', '.join(str(len(types[nm])) for nm, _, _ in op.operands)}>"
    if op.out_segments:
        props["resultSegmentSizes"] = out_seg or f"array<i32: {', '.join(str(len(types[nm])) for nm, _, _ in op.results)}>"
    if extra_props:
        props.update(extra_props)
    # Function arguments of the operand types, in order.
    fargs = ", ".join(f"%arg{j}: {t}" for j, t in enumerate(operand_types))
    ops = ", ".join(f"%arg{j}" for j in range(len(operand_types)))
    prop = "<{" + ", ".join(f"{k} = {v}" for k, v in sorted(props.items())) + "}>" if props else ""
    dis = " {" + ", ".join(f"{k} = {v}" for k, v in discardable.items()) + "}" if discardable else ""
    lhs = ""
    if result_types:
        lhs = f"%0:{len(result_types)} = " if len(result_types) > 1 else "%0 = "
    nsucc = types.get("__succ", [0])[0]
    succ = f"[{', '.join('^bb1' for _ in range(nsucc))}]" if nsucc else ""
    if "Terminator" in op.traits:
        # The op ends the entry block; `^bb1` returns.
        return ('"builtin.module"() ({\n'
                f'  "func.func"() <{{function_type = ({", ".join(operand_types)}) -> (), sym_name = "f"}}> ({{\n'
                f'  ^bb0({fargs}):\n'
                f'    {lhs}"od.{op.name}"({ops}){succ}{prop}{regions}{dis} : ({", ".join(operand_types)}) -> ({", ".join(result_types)}) {loc()}\n'
                f'  ^bb1:\n'
                f'    "func.return"() : () -> () {loc()}\n'
                f'  }}) : () -> () {loc()}\n'
                f'}}) : () -> () {loc()}\n')
    return ('"builtin.module"() ({\n'
            f'  "func.func"() <{{function_type = ({", ".join(operand_types)}) -> (), sym_name = "f"}}> ({{\n'
            f'  ^bb0({fargs}):\n'
            f'    {lhs}"od.{op.name}"({ops}){prop}{regions}{dis} : ({", ".join(operand_types)}) -> ({", ".join(result_types)}) {loc()}\n'
            f'    "func.return"() : () -> () {loc()}\n'
            f'  }}) : () -> () {loc()}\n'
            f'}}) : () -> () {loc()}\n')


def other_type(c):
    bad = [t for t in TYPES if t not in TYPE_CONSTRAINTS[c]]
    return rng.choice(bad) if bad else None


def mutants(op, types, attrs):
    """(label, rendered) mutants of a valid instance."""
    out = []
    groups = [(nm, c, k) for nm, c, k in op.operands + op.results]
    for nm, c, k in groups:
        if types[nm]:
            t = other_type(c)
            if t:
                ts = {g: list(v) for g, v in types.items()}
                ts[nm][rng.randrange(len(ts[nm]))] = t
                out.append(("type " + nm, render(op, ts, attrs)))
        if k == "1":
            ts = {g: list(v) for g, v in types.items()}
            ts[nm] = rng.choice([[], [ts[nm][0], ts[nm][0]]])
            out.append(("count " + nm, render(op, ts, attrs)))
        if k == "?":
            ts = {g: list(v) for g, v in types.items()}
            ts[nm] = [rng.choice(TYPE_CONSTRAINTS[c])] * 2
            out.append(("optional twice " + nm, render(op, ts, attrs)))
    for nm, base, wrap in op.attrs:
        a = dict(attrs)
        if wrap in ("", "prop"):
            a.pop(nm, None)
            out.append(("missing " + nm, render(op, types, a)))
        a = dict(attrs)
        bad = (PROPS[base] if wrap == "prop" else ATTRS[base])[1]
        if bad:
            a[nm] = rng.choice(bad)
            out.append(("bad " + nm, render(op, types, a)))
        # The inherent attribute in the discardable dictionary instead.
        if nm in attrs:
            a = dict(attrs)
            v = a.pop(nm)
            out.append(("discardable " + nm, render(op, types, a, discardable={nm: v})))
    if op.in_segments:
        sizes = [len(types[nm]) for nm, _, _ in op.operands]
        bad = rng.choice([sizes[:-1], sizes + [0], [s + 1 for s in sizes], [-1] + sizes[1:]])
        out.append(("in segments", render(op, types, attrs, in_seg=f"array<i32: {', '.join(map(str, bad))}>")))
        out.append(("in segments i64", render(op, types, attrs, in_seg=f"array<i64: {', '.join(map(str, sizes))}>")))
    if op.out_segments:
        sizes = [len(types[nm]) for nm, _, _ in op.results]
        bad = rng.choice([sizes[:-1], sizes + [1], [s + 1 for s in sizes]])
        out.append(("out segments", render(op, types, attrs, out_seg=f"array<i32: {', '.join(map(str, bad))}>")))
    if op.same:
        covered = [nm for nm in op.same[2] if types.get(nm)]
        if covered:
            nm = rng.choice(covered)
            c = next(c for g, c, _ in groups if g == nm)
            others = [t for t in TYPE_CONSTRAINTS[c] if t != types[nm][0]]
            if others:
                ts = {g: list(v) for g, v in types.items()}
                ts[nm][0] = rng.choice(others)
                out.append(("trait " + op.same[0], render(op, ts, attrs)))
    if op.same_in or op.same_out:
        side = op.operands if op.same_in else op.results
        nm, c, _ = rng.choice([g for g in side if g[2] != "1"])
        ts = {g: list(v) for g, v in types.items()}
        ts[nm] = ts[nm] + [rng.choice(TYPE_CONSTRAINTS[c])]
        out.append(("uneven variadic " + nm, render(op, ts, attrs)))
    if op.successors:
        have = types["__succ"][0]
        for n in (have + 1, max(have - 1, 0)):
            if n != have:
                ts = dict(types)
                ts["__succ"] = [n]
                out.append((f"successors {n}", render(op, ts, attrs)))
    if op.vpair:
        a, b, common = op.vpair
        ts = {g: list(v) for g, v in types.items()}
        ts[b] = ts[b] + [rng.choice(common)]
        out.append(("vpair longer", render(op, ts, attrs)))
        if types[b] and len(common) > 1:
            ts = {g: list(v) for g, v in types.items()}
            ts[b][-1] = rng.choice([t for t in common if t != ts[b][-1]])
            out.append(("vpair type", render(op, ts, attrs)))
    if op.pair and op.pair[4]:
        x, y = rng.choice(op.pair[4])
        ts = {g: list(v) for g, v in types.items()}
        ts[op.pair[1]] = [x]
        ts[op.pair[2]] = [y]
        out.append(("pair " + op.pair[0].split("<")[0], render(op, ts, attrs)))
    if op.regions:
        regions = types["__regions"]

        def with_regions(rs):
            ts = dict(types)
            ts["__regions"] = rs
            return render(op, ts, attrs)
        i = rng.randrange(len(regions))
        rs = [list(b) for b in regions]
        rs[i] = []
        out.append(("region empty", with_regions(rs)))
        rs = [list(b) for b in regions]
        rs[i] = rs[i] + [['"od.yield"() : () -> ()'], ['"od.yield"() : () -> ()']]
        out.append(("region blocks", with_regions(rs)))
        rs = [list(b) for b in regions]
        rs[i] = [[]] + rs[i][1:]
        out.append(("region no terminator", with_regions(rs)))
        rs = [list(b) for b in regions]
        rs[i] = [['"func.return"() : () -> ()']] + rs[i][1:]
        out.append(("region other terminator", with_regions(rs)))
        rs = [list(b) for b in regions]
        rs[i] = [['"od.yield"() : () -> ()', '"od.yield"() : () -> ()']] + rs[i][1:]
        out.append(("region terminator not last", with_regions(rs)))
        out.append(("region dropped", with_regions(regions[:-1])))
        out.append(("region added", with_regions(regions + [[['"od.yield"() : () -> ()']]])))
        operand_names = [nm for nm, _, _ in op.operands if types[nm]]
        if operand_names:
            t = types[operand_names[0]][0]
            rs = [list(b) for b in regions]
            rs[i] = [[f'"od.yield"(%arg0) : ({t}) -> ()']] + rs[i][1:]
            out.append(("region outer value", with_regions(rs)))
    out.append(("unknown property", render(op, types, attrs, extra_props={"zz": "1 : i32"})))
    out.append(("discardable extra", render(op, types, attrs, discardable={"od.x": "1 : i32"})))
    return out


k = 0
manifest = []
for op in ops:
    for rep in range(2):
        types, attrs = instance(op)
        cases = [("valid", render(op, types, attrs))] + (mutants(op, types, attrs) if rep == 0 else [])
        for label, text in cases:
            name = f"in{k:04d}.mlir"
            with open(os.path.join(out, name), "w") as f:
                f.write(text)
            manifest.append(f"{name} {op.name} {label}")
            k += 1
# The typed-attribute op: the attribute's type and the result's.
for value, ty in [("1 : i32", "i32"), ("2.5 : f32", "f32"), ("dense<1> : tensor<2xi32>", "tensor<2xi32>"),
                  ("1 : i32", "i64"), ("dense<1> : tensor<2xi32>", "tensor<3xi32>"), ('"s"', "i32"),
                  ("unit", "none"), ("1 : index", "index"), ("@s", "i32")]:
    name = f"in{k:04d}.mlir"
    with open(os.path.join(out, name), "w") as f:
        f.write('"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
                f'    %0 = "od.const"() <{{value = {value}}}> : () -> {ty} {loc()}\n'
                f'    "func.return"() : () -> () {loc()}\n  }}) : () -> () {loc()}\n}}) : () -> () {loc()}\n')
    manifest.append(f"{name} const {value} -> {ty}")
    k += 1
# The `VariadicOfVariadic` op: its sizes, segment sizes and operands.
for sizes, segs, vv in [("1, 2", "1, 3, 0", 3), ("", "1, 0, 0", 0), ("0, 0", "1, 0, 1", 0), ("1, 1", "1, 3, 0", 3),
                        ("-1, 4", "1, 3, 0", 3), ("3", "1, 3, 0", 3), ("2", "1, 2, 1", 2), ("1, 2", "1, 3", 3)]:
    tys = ["i32"] + ["i8"] * vv + (["i1"] if segs.endswith("1") else [])
    name = f"in{k:04d}.mlir"
    args = ", ".join(f"%a{j}: {t}" for j, t in enumerate(tys))
    ops = ", ".join(f"%a{j}" for j in range(len(tys)))
    with open(os.path.join(out, name), "w") as f:
        f.write(f'"builtin.module"() ({{\n  "func.func"() <{{function_type = ({", ".join(tys)}) -> (), sym_name = "f"}}> ({{\n'
                f'  ^bb0({args}):\n'
                f'    "od.vv"({ops}) <{{operandSegmentSizes = array<i32: {segs}>, sizes = array<i32{": " + sizes if sizes else ""}>}}> : ({", ".join(tys)}) -> () {loc()}\n'
                f'    "func.return"() : () -> () {loc()}\n  }}) : () -> () {loc()}\n}}) : () -> () {loc()}\n')
    manifest.append(f"{name} vv sizes [{sizes}] segments [{segs}]")
    k += 1
# Parents and graph regions.
NEST = [
    ('"od.outer"() ({\n      "od.inner"() : () -> ()\n    }) : () -> ()', "inner in outer"),
    ('"od.inner"() : () -> ()', "inner in func"),
    ('"od.outer"() ({\n      "od.either"() : () -> ()\n    }) : () -> ()', "either in outer"),
    ('"od.either"() : () -> ()', "either in func"),
    ('"od.outer"() ({\n    ^bb0(%z: i32):\n      "od.inner"() : () -> ()\n    }) : () -> ()', "outer block argument"),
    ('"od.outer"() ({\n      "od.inner"() : () -> ()\n    ^bb1:\n      "od.inner"() : () -> ()\n    }) : () -> ()', "outer two blocks"),
    ('"od.outer"() ({\n    }) : () -> ()', "outer empty"),
    ('"od.graph"() ({\n      %1 = "od.pass"(%0) : (i32) -> i32\n      %0 = "od.pass"(%1) : (i32) -> i32\n    }) : () -> ()',
     "graph use before def"),
    ('"od.outer"() ({\n      %1 = "od.pass"(%0) : (i32) -> i32\n      %0 = "od.pass"(%1) : (i32) -> i32\n    }) : () -> ()',
     "ssa use before def"),
    ('"od.graph"() ({\n      %1 = "od.pass"(%1) : (i32) -> i32\n    }) : () -> ()', "graph self use"),
    ('"od.graph"() ({\n      %1 = "od.pass"(%1) : (i32) -> i32\n      "od.outer"() ({\n        %2 = "od.pass"(%3) : (i32) -> i32\n        %3 = "od.pass"(%1) : (i32) -> i32\n      }) : () -> ()\n    }) : () -> ()',
     "ssa region in graph"),
    ('"od.graph"() ({\n      "od.outer"() ({\n        %2 = "od.pass"(%3) : (i32) -> i32\n      }) : () -> ()\n      %3 = "od.pass"(%3) : (i32) -> i32\n    }) : () -> ()',
     "graph value used in nested ssa region before"),
    ('"od.graph"() ({\n      "od.yield"() : () -> ()\n    }) : () -> ()', "graph with terminator"),
    ('"od.graph"() ({\n      %0 = "od.const"() <{value = 1 : i32}> : () -> i32\n    }, {\n    }) : () -> ()', "graph two regions"),
]
for body, label in NEST:
    name = f"in{k:04d}.mlir"
    with open(os.path.join(out, name), "w") as f:
        f.write('"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
                f'    {body} {loc()}\n'
                f'    "func.return"() : () -> () {loc()}\n  }}) : () -> () {loc()}\n}}) : () -> () {loc()}\n')
    manifest.append(f"{name} nest {label}")
    k += 1
# At the top level (the module's body).
for body, label in [('"od.either"() : () -> ()', "either in module"), ('"od.graph"() ({\n  }) : () -> ()', "graph in module")]:
    name = f"in{k:04d}.mlir"
    with open(os.path.join(out, name), "w") as f:
        f.write(f'"builtin.module"() ({{\n  {body} {loc()}\n}}) : () -> () {loc()}\n')
    manifest.append(f"{name} nest {label}")
    k += 1
# The `Symbol` op: its name and visibility.
for props in ['sym_name = "a"', 'sym_name = "a", sym_visibility = "private"', 'sym_name = "a", sym_visibility = "nested"',
              'sym_name = "a", sym_visibility = "bogus"', 'sym_visibility = "public"', 'sym_name = 1 : i32', 'sym_name = ""']:
    name = f"in{k:04d}.mlir"
    with open(os.path.join(out, name), "w") as f:
        f.write('"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
                f'    "od.sym"() <{{{props}}}> : () -> () {loc()}\n'
                f'    "func.return"() : () -> () {loc()}\n  }}) : () -> () {loc()}\n}}) : () -> () {loc()}\n')
    manifest.append(f"{name} sym {props}")
    k += 1
with open(os.path.join(out, "manifest"), "w") as f:
    f.write("\n".join(manifest) + "\n")
print(nops, "ops,", k, "inputs")
