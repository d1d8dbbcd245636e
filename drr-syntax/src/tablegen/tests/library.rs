//! Unit tests of records of ODS's library classes read as TableGen reads
//! them: `summary` and `description` as mlir-tblgen 22 computes them,
//! `let`s on library records, `Variadic`/`Optional`, `TypeDef` and
//! parameter records, and names MLIR 22 no longer has.

use super::*;

/// `.summary` of library constraints and class instances: the text
/// `mlir-tblgen-22 --print-records` gives each (recorded), so real `.td`
/// files that read it (`"tensor of " # I32.summary # " values"`) evaluate
/// as under TableGen.
#[test]
fn library_summaries_as_mlir_tblgen_computes_them() {
    let cases: &[(&str, &str)] = &[
        (r#"I<7>"#, "7-bit signless integer"),
        (r#"SI<16>"#, "16-bit signed integer"),
        (r#"UI<8>"#, "8-bit unsigned integer"),
        (r#"AnyI<24>"#, "24-bit integer"),
        (r#"F<16>"#, "16-bit float"),
        (r#"AnyIntOfWidths<[8, 16]>"#, "8/16-bit integer"),
        (
            r#"SignlessIntOfWidths<[32, 64]>"#,
            "32/64-bit signless integer",
        ),
        (r#"SignedIntOfWidths<[8]>"#, "8-bit signed integer"),
        (r#"UnsignedIntOfWidths<[1, 8]>"#, "1/8-bit unsigned integer"),
        (r#"FloatOfWidths<[32, 64]>"#, "32/64-bit float"),
        (
            r#"AnyTypeOf<[I32, F32, Index]>"#,
            "32-bit signless integer or 32-bit float or index",
        ),
        (r#"AnyTypeOf<[I32, F32], "int or float">"#, "int or float"),
        (
            r#"AllOfType<[AnyInteger, I32]>"#,
            "integer and 32-bit signless integer",
        ),
        (r#"ConfinedType<AnyInteger, [HasRankPred]>"#, ""),
        (
            r#"ConfinedType<AnyInteger, [HasRankPred], "confined">"#,
            "confined",
        ),
        (r#"TypeAlias<I64>"#, "64-bit signless integer"),
        (r#"TypeAlias<I64, "long">"#, "long"),
        (r#"Complex<F32>"#, "complex type with 32-bit float elements"),
        (
            r#"Complex<AnyTypeOf<[F32, F64]>>"#,
            "complex type with 32-bit float or 64-bit float elements",
        ),
        (r#"OpaqueType<"d", "n", "opaque thing">"#, "opaque thing"),
        (
            r#"ValueSemanticsContainerOf<[I8, I16]>"#,
            "container with value semantics of 8-bit signless integer or 16-bit signless integer values",
        ),
        (
            r#"VectorOfNonZeroRankOf<[I32]>"#,
            "vector of 32-bit signless integer values",
        ),
        (
            r#"VectorOfAnyRankOf<[I32, F32]>"#,
            "vector of 32-bit signless integer or 32-bit float values",
        ),
        (
            r#"FixedVectorOfNonZeroRankOf<[F16]>"#,
            "fixed-length vector of 16-bit float values",
        ),
        (
            r#"FixedVectorOfAnyRank<[F16]>"#,
            "fixed-length vector of 16-bit float values",
        ),
        (
            r#"ScalableVectorOfAnyRank<[I1]>"#,
            "scalable vector of 1-bit signless integer values",
        ),
        (
            r#"VectorWithTrailingDimScalableOf<[I1]>"#,
            "trailing scalable vector of 1-bit signless integer values",
        ),
        (
            r#"TensorOrMemRef<[F32]>"#,
            "Tensor or MemRef of 32-bit float values",
        ),
        (
            r#"TensorOf<[I32, F32]>"#,
            "tensor of 32-bit signless integer or 32-bit float values",
        ),
        (
            r#"TensorOf<[I32], [HasRankPred], "shaped">"#,
            "shaped of 32-bit signless integer values",
        ),
        (
            r#"RankedTensorOf<[Index]>"#,
            "ranked tensor of index values",
        ),
        (
            r#"UnrankedTensorOf<[Index]>"#,
            "unranked tensor of index values",
        ),
        (
            r#"Non0RankedTensorOf<[F64]>"#,
            "non-0-ranked.tensor of 64-bit float values",
        ),
        (
            r#"StaticShapeTensorOf<[BF16]>"#,
            "statically shaped tensor of bfloat16 type values",
        ),
        (
            r#"TensorRankOf<[F32, I32], [1, 2]>"#,
            "1D/2D tensor of 32-bit float or 32-bit signless integer values",
        ),
        (
            r#"MemRefOf<[I8]>"#,
            "memref of 8-bit signless integer values",
        ),
        (
            r#"UnrankedMemRefOf<[I8]>"#,
            "unranked.memref of 8-bit signless integer values",
        ),
        (
            r#"Non0RankedMemRefOf<[I8]>"#,
            "non-0-ranked.memref of 8-bit signless integer values",
        ),
        (
            r#"StaticShapeMemRefOf<[I8, I16]>"#,
            "statically shaped memref of 8-bit signless integer or 16-bit signless integer values",
        ),
        (
            r#"MemRefRankOf<[F32], [2]>"#,
            "2D memref of 32-bit float values",
        ),
        (
            r#"RankedOrUnrankedMemRefOf<[F32]>"#,
            "ranked or unranked memref of 32-bit float values",
        ),
        (
            r#"TupleOf<[I32, F32]>"#,
            "tuple with any combination of 32-bit signless integer or 32-bit float values",
        ),
        (
            r#"NestedTupleOf<[I32]>"#,
            "nested tuple with any combination of 32-bit signless integer values",
        ),
        (
            r#"TypeOrValueSemanticsContainer<I1, "bool-ish">"#,
            "bool-ish",
        ),
        (r#"VectorOfRank<[1, 2]>"#, " of ranks 1/2"),
        (r#"FixedVectorOfRank<[3]>"#, " of ranks 3"),
        (r#"VectorOfLength<[4, 8]>"#, " of length 4/8"),
        (r#"VectorOfMinLength<2>"#, " of at least length 2"),
        (r#"VectorOfMaxLength<16>"#, " of at most length 16"),
        (
            r#"ShapedTypeWithNthDimOfSize<1, [2, 4]>"#,
            " with dim 1 having a size of {2, 4}",
        ),
        (
            r#"VectorOfRankAndType<[1], [F32]>"#,
            "vector of 32-bit float values of ranks 1",
        ),
        (
            r#"FixedVectorOfRankAndType<[1, 2], [F32, F64]>"#,
            "fixed-length vector of 32-bit float or 64-bit float values of ranks 1/2",
        ),
        (
            r#"VectorOfLengthAndType<[4], [I8]>"#,
            "vector of 8-bit signless integer values of length 4",
        ),
        (
            r#"FixedVectorOfLengthAndType<[4], [I8]>"#,
            "fixed-length vector of 8-bit signless integer values of length 4",
        ),
        (
            r#"ScalableVectorOfLengthAndType<[4], [I8]>"#,
            "scalable vector of 8-bit signless integer values of length 4",
        ),
        (
            r#"ScalableVectorOfRankAndLengthAndType<[1], [4], [I8]>"#,
            " of ranks 1scalable vector of 8-bit signless integer values of length 4",
        ),
        (
            r#"VectorWithTrailingDimScalableOfSizeAndType<[4, 8], [F32]>"#,
            "trailing scalable vector of 32-bit float values with dim -1 having a size of {4, 8}",
        ),
        (
            r#"VectorOfMinMaxLengthAndType<2, 8, [I32]>"#,
            "vector of 32-bit signless integer values of at least length 2 of at most length 8",
        ),
        (
            r#"TensorOf<[AnyTypeOf<[I32, Complex<F64>]>]>"#,
            "tensor of 32-bit signless integer or complex type with 64-bit float elements values",
        ),
        (
            r#"TypedStrAttr<I32>"#,
            "string attribute of 32-bit signless integer",
        ),
        (
            r#"TypeAttrOf<I32>"#,
            "type attribute of 32-bit signless integer",
        ),
        (
            r#"TypeAttrBase<"IntegerType", "integer type">"#,
            "integer type",
        ),
        (r#"TypedArrayAttrBase<I32Attr, "my array">"#, "my array"),
        (
            r#"AnyAttrOf<[I32Attr, StrAttr]>"#,
            "32-bit signless integer attribute or string attribute",
        ),
        (r#"AnyAttrOf<[I32Attr, StrAttr], "either">"#, "either"),
        (
            r#"AllAttrOf<[I32Attr, IntMinValue<0>]>"#,
            "32-bit signless integer attribute and whose minimum value is 0",
        ),
        (
            r#"ConfinedAttr<I64Attr, [IntMinValue<1>, IntMaxValue<9>]>"#,
            "64-bit signless integer attribute whose minimum value is 1 whose maximum value is 9",
        ),
        (
            r#"IntValidAlignment<I64Attr>"#,
            "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
        ),
        (r#"IntNEQValue<3>"#, "whose value is not 3"),
        (r#"ArrayMaxCount<3>"#, "with at most 3 elements"),
        (r#"ArrayMinCount<1>"#, "with at least 1 elements"),
        (r#"ArrayCount<2>"#, "with exactly 2 elements"),
        (r#"DenseArrayCount<2>"#, "with exactly 2 elements"),
        (r#"DenseArrayMaxCt<5>"#, "with at most 5 elements"),
        (r#"DenseArrayMinCt<5>"#, "with at least 5 elements"),
        (
            r#"DenseArraySorted<DenseI32ArrayAttr>"#,
            "should be in non-decreasing order",
        ),
        (r#"IntIsOneOf<[1, 2]>"#, "whose value is one of {1, 2}"),
        (
            r#"DenseArrayStrictlyPositive<DenseI32ArrayAttr>"#,
            "whose value is positive",
        ),
        (
            r#"DenseArrayNonNegative<DenseI64ArrayAttr>"#,
            "whose value is non-negative",
        ),
        (
            r#"DenseArrayStrictlySorted<DenseI32ArrayAttr>"#,
            "should be in increasing order",
        ),
        (r#"IntArrayNthElemEq<1, 2>"#, "whose 1-th element must be 2"),
        (
            r#"IntArrayNthElemMinValue<0, 3>"#,
            "whose 0-th element must be at least 3",
        ),
        (
            r#"IntArrayNthElemMaxValue<2, 9>"#,
            "whose 2-th element must be at most 9",
        ),
        (
            r#"IntArrayNthElemInRange<1, 0, 9>"#,
            "whose 1-th element must be at least 0 and at most 9",
        ),
        (
            r#"IntElementsAttrOf<16>"#,
            "16-bit integer elements attribute",
        ),
        (
            r#"SignlessIntElementsAttr<32>"#,
            "32-bit signless integer elements attribute",
        ),
        (
            r#"FloatElementsAttr<64>"#,
            "64-bit float elements attribute",
        ),
        (
            r#"RankedSignlessIntElementsAttr<32, [2, 3]>"#,
            "32-bit signless int elements attribute of shape [2, 3]",
        ),
        (
            r#"RankedFloatElementsAttr<32, [4]>"#,
            "32-bit float elements attribute of shape [4]",
        ),
        (
            r#"RankedI32ElementsAttr<[2]>"#,
            "32-bit signless int elements attribute of shape [2]",
        ),
        (
            r#"RankedI64ElementsAttr<[2, 2]>"#,
            "64-bit signless int elements attribute of shape [2, 2]",
        ),
        (
            r#"RankedF32ElementsAttr<[3]>"#,
            "32-bit float elements attribute of shape [3]",
        ),
        (
            r#"RankedF64ElementsAttr<[1]>"#,
            "64-bit float elements attribute of shape [1]",
        ),
        (r#"I32"#, "32-bit signless integer"),
        (r#"AnyFloat"#, "floating-point"),
        (r#"I32Attr"#, "32-bit signless integer attribute"),
        (r#"TensorOf<[Mine]>"#, "tensor of my type values"),
        (
            r#"TensorOf<[AnyTypeOf<[Mine, NoSummary]>]>"#,
            "tensor of my type or  values",
        ),
        (r#"Local"#, "tensor of my type or 32-bit float values"),
    ];
    let mut src = String::from(
        r#"def Mine : Type<CPred<|c: &C, t: T| true>, "my type">;
        def NoSummary : Type<CPred<|c: &C, t: T| true>>;
        def Local : TensorOf<[AnyTypeOf<[Mine, F32]>]>;
        "#,
    );
    for (i, (expr, _)) in cases.iter().enumerate() {
        src.push_str(&format!("def P{i} : Pat<(Op {expr}.summary), (Op)>;\n"));
    }
    let p = patterns(&src);
    assert_eq!(p.len(), cases.len());
    for ((expr, want), (_, got)) in cases.iter().zip(&p) {
        assert_eq!(got, &format!("(Op , {want:?}) , (Op)"), "{expr}");
    }
}

/// `.summary` pasted and interleaved the way TensorFlow's and MLIR's own
/// `.td` files write it.
#[test]
fn summaries_in_expressions() {
    let p = patterns(
        r#"
        class TensorOfOne<Type t> { string s = "tensor of " # t.summary # " values"; }
        defvar Types = [I32, F32, AnyTypeOf<[I1, Index]>];
        def P : Pat<(Op TensorOfOne<I64>.s, !interleave(!foreach(t, Types, t.summary), " or ")), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , "tensor of 64-bit signless integer values" , "32-bit signless integer or 32-bit float or 1-bit signless integer or index") , (Op)"#
    );
}

#[test]
fn unknown_summaries_are_errors() {
    assert_eq!(
        errors("def P : Pat<(Op IsTensorTypePred.summary), (Op)>;"),
        ["`IsTensorTypePred` is a predicate: it has no `summary` field"]
    );
    assert_eq!(
        errors("def P : Pat<(Op HasAnyRankOfPred<[1]>.summary), (Op)>;"),
        ["`HasAnyRankOfPred` is a predicate: it has no `summary` field"]
    );
    assert_eq!(
        errors("def P : Pat<(Op IsVectorOfShape<[2]>.summary), (Op)>;"),
        ["`IsVectorOfShape` is a predicate: it has no `summary` field"]
    );
    assert_eq!(
        errors("def P : Pat<(Op TensorOf<[I32, 3]>.summary), (Op)>;"),
        ["an integer is not a constraint: it has no summary"]
    );
    assert_eq!(
        errors("def P : Pat<(Op Foo.summary), (Op)>;"),
        [
            "cannot read field `summary` of `Foo`: it is not defined in this block (its fields are not known here)"
        ]
    );
}

/// `X.description` as TensorFlow's `tf_op_base.td` reads it
/// (`ConcreteType.description # " or opaque tensor type"`): `""` for the
/// library's `Type`s and `Attr`s and for records of the block without one.
#[test]
fn library_descriptions() {
    let p = patterns(
        r#"
        class OrOpaque<Type t> { string s = t.description # " or opaque tensor type"; }
        def Mine : Type<CPred<|c: &C, t: T| true>, "mine"> { let description = "my own"; }
        def Plain : Type<CPred<|c: &C, t: T| true>, "plain">;
        def P : Pat<(Op OrOpaque<AnyTensor>.s, OrOpaque<TensorOf<[I32]>>.s, I32Attr.description,
                        Mine.description, Plain.description), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , " or opaque tensor type" , " or opaque tensor type" , "" , "my own" , "") , (Op)"#
    );
    assert_eq!(
        errors("def P : Pat<(Op IntMinValue<0>.description), (Op)>;"),
        [
            "the library's `IntMinValue` has no `description` field known here (MLIR's own has none, or derives it from `TypeConstraint`/`AttrConstraint` without one)"
        ]
    );
}

/// `let` on a record of a library class, as TensorFlow writes it
/// (`def TF_IntTypeAttr : TypeAttrBase<"IntegerType", "integer type"> { let
/// returnType = "Type"; }`): the C++-only fields are accepted without
/// effect; another field is an error at its name saying what to write.
#[test]
fn lets_on_records_of_library_classes() {
    let src = r#"
        def IntTypeAttr : TypeAttrBase<"IntegerType", "integer type"> {
          let returnType = "Type";
          let convertFromStorage = "$_self";
        }
        def P : Pat<(Op IntTypeAttr:$a, IntTypeAttr.summary), (Op)>;
    "#;
    assert_eq!(
        patterns(src)[0].1,
        r#"(Op , TypeAttrBase < "IntegerType" , "integer type" > : $ a , "integer type") , (Op)"#
    );
    let (_, errs) = front(
        r#"def T : TensorOf<[I32]> { let builderCall = "$_builder.getI32Type()"; }"#,
        Target::Ods,
    );
    assert_eq!(
        errs,
        [
            "`let builderCall` on a record of the library's `TensorOf<…>`: only its `summary`, `description`, `predicate` and the C++-only fields (storageType, returnType, convertFromStorage, valueType, cppNamespace, cppClassName, cppType, cppFunctionName) can be set; define the constraint instead: `Type<TensorOf<…>.predicate, \"summary\">` (or `Attr<…>`)"
        ]
    );
    // `let predicate` replaces the predicate (CIRCT's `SignalTypeAttr`):
    // `Type<P, library summary>`.
    let (_, errs) = front(
        r#"def T : TensorOf<[I32]> { let predicate = CPred<|c: &C, t: T| true>; }"#,
        Target::Ods,
    );
    assert!(errs.is_empty(), "{errs:?}");
    // `let summary` (TensorFlow Lite's `TFL_TensorOf`) makes the record
    // `Type<TensorOf<…>.predicate, summary>`; `let description` keeps the
    // library's summary.
    let p = patterns(
        r#"
        class RuntimeType<TypeConstraint t> { string desc = t.summary; }
        class TFL_TensorOf<list<Type> runtime, list<Type> op = [AnyType]> :
          TensorOf<op>, RuntimeType<TensorOf<runtime>> {
          let summary = TensorOf<runtime>.summary;
        }
        def T : TFL_TensorOf<[I32]>;
        def D : TensorOf<[F32]> { let description = "documented"; }
        def P : Pat<(Op T.summary, T.desc, D.summary, D.description), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , "tensor of 32-bit signless integer values" , "tensor of 32-bit signless integer values" , "tensor of 32-bit float values" , "documented") , (Op)"#
    );
}

/// `FixedVectorOf` / `ScalableVectorOf` are names MLIR 22 no longer has:
/// an error at the name saying what to write (they were an unknown
/// constraint at every use). (`ContainerType`, which onnx-mlir's
/// `SeqOf`/`OptOf` derive from, is supported: its element-type call is
/// Rust, see `tests/ods_tosa_container_type.rs`.)
#[test]
fn old_vector_names_are_not_provided() {
    let (_, old) = front(
        "def V : FixedVectorOf<[F32]>; def W : ScalableVectorOf<[F32]>;",
        Target::Ods,
    );
    assert!(
        old[0].contains("MLIR names it `FixedVectorOfAnyRank<[…]>`"),
        "{old:?}"
    );
    assert!(
        old[1].contains("MLIR names it `ScalableVectorOfAnyRank<[…]>`"),
        "{old:?}"
    );
}

/// `Variadic<T>` / `Optional<T>` read as constraints (TensorFlow Lite's
/// `TFL_RuntimeType<Variadic<TensorOf<…>>>`): the summary is ODS's
/// ("variadic of …"), the predicate T's.
#[test]
fn variadic_and_optional_fields() {
    let p = patterns(
        r#"
        class RuntimeType<TypeConstraint t> { Pred p = t.predicate; string s = t.summary; }
        def V : RuntimeType<Variadic<TensorOf<[I32]>>>;
        def O : RuntimeType<Optional<F32>>;
        def P : Pat<(Op V.s, O.s), (Op)>;
        "#,
    );
    assert_eq!(
        p[0].1,
        r#"(Op , "variadic of tensor of 32-bit signless integer values" , "32-bit float") , (Op)"#
    );
}

/// A `TypeDef` with parameters (StableHLO's `StablehloTypes.td`): the
/// parameters' classes reach the lowering (which accepts them without
/// effect), not a request for the macro of a class `ArrayRefParameter` of
/// another block.
#[test]
fn typedef_parameters_reach_the_lowering() {
    let (fe, errs) = front(
        r#"
        def Sh_Dialect : Dialect { let name = "sh"; }
        def Sh_Future : TypeDef<Sh_Dialect, "Future", []> {
          let mnemonic = "future";
          let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types, "int64_t":$n);
        }
        "#,
        Target::Ods,
    );
    assert!(errs.is_empty(), "{errs:?}");
    let fe = fe.expect("no request for another block's class");
    let cx = Ctxt::new();
    let model = crate::ods::lower::lower(&cx, &fe.ods);
    crate::ods::check::check(&cx, &model);
    assert!(cx.is_empty());
    assert_eq!(model.typedefs.len(), 1);
    assert!(!model.typedefs[0].buildable);
}

/// A parameter record of a `TypeDef`/`AttrDef` (`def X :
/// AttrOrTypeParameter<…> { let parser = …; let printer = …; }`, as LLVM's
/// `LLVMAttrDefs.td` writes them): every field is C++ storage or syntax,
/// accepted without effect.
#[test]
fn parameter_records_take_their_cpp_fields() {
    let (_, errs) = front(
        r#"
        def LoopOptionsParameter : AttrOrTypeParameter<"unsigned", ""> {
          let parser = "[&]() -> FailureOr<unsigned> { return 0; }()";
          let printer = "$_printer << $_self";
          let comparator = "$_lhs == $_rhs";
        }
        def Elements : ArrayRefParameter<"int64_t"> {
          let printer = "$_printer << $_self";
        }
        "#,
        Target::Ods,
    );
    assert!(errs.is_empty(), "{errs:?}");
}
