//! `TypeDef` / `AttrDef` records in `ods!`: a dialect's own types and
//! attributes, kept opaque by the runtime, become constraints on their
//! text (`!shape.witness`, `!ptr.ptr<…>`, `#gpu.object<…>`) with the
//! record's summary (empty without `let summary`, as mlir-tblgen makes
//! it), usable directly and inside `AnyTypeOf`, `Variadic`, arrays and
//! `OptionalAttr`; a type without parameters is buildable, so DRR builds
//! an op whose result has it nested. The records and ops are MLIR 22's
//! (`ShapeBase.td`/`ShapeOps.td`, `PtrDialect.td`/`PtrOps.td`,
//! `CompilationAttrs.td`/`GPUOps.td`) with their C++ fields kept; every
//! printed text and verifier message is mlir-opt-22's on the same input
//! (`--mlir-print-op-generic --mlir-print-local-scope`), except those of
//! the `shape.test_*` ops, which MLIR does not have.

mod common;
use common::{module, run, set};

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod shape {
    drr::ods! {
        def ShapeDialect : Dialect {
          let name = "shape";
          let cppNamespace = "::mlir::shape";
          let useDefaultTypePrinterParser = 1;
        }

        class Shape_Op<string mnemonic, list<Trait> traits = []> :
            Op<ShapeDialect, mnemonic, traits>;

        class Shape_Type<string name, string typeMnemonic> : TypeDef<ShapeDialect, name> {
          let mnemonic = typeMnemonic;
        }

        def Shape_ShapeType : Shape_Type<"Shape", "shape"> {
          let description = r#"
            `shape.shape` represents either an unranked shape, a ranked shape with
            possibly unknown dimensions or an invalid shape.
          "#;
        }
        def Shape_SizeType : Shape_Type<"Size", "size">;
        def Shape_WitnessType : Shape_Type<"Witness", "witness">;
        // Not MLIR's: a shape type with a parameter (C++ fields kept).
        def Shape_RankedType : Shape_Type<"Ranked", "ranked"> {
          let summary = "ranked shape";
          let parameters = (ins "int64_t":$rank, ArrayRefParameter<"int64_t">:$dims);
          let assemblyFormat = "`<` $rank `>`";
          let genVerifyDecl = 1;
          let extraClassDeclaration = r#" int64_t getSize() const; "#;
        }

        def Shape_ShapeOrSizeType : AnyTypeOf<[Shape_SizeType, Shape_ShapeType],
          "shape or size">;
        def Shape_ShapeOrExtentTensorType : AnyTypeOf<[Shape_ShapeType,
                                                       1DTensorOf<[Index]>],
                                                      "shape or extent tensor">;
        def Shape_SizeOrIndexType : AnyTypeOf<[Shape_SizeType, Index], "size or index">;

        def Shape_AddOp : Shape_Op<"add", [Commutative, Pure]> {
          let arguments = (ins Shape_SizeOrIndexType:$lhs, Shape_SizeOrIndexType:$rhs);
          let results = (outs Shape_SizeOrIndexType:$result);
        }
        def Shape_AssumingAllOp : Shape_Op<"assuming_all", [Commutative, Pure]> {
          let arguments = (ins Variadic<Shape_WitnessType>:$inputs);
          let results = (outs Shape_WitnessType:$result);
        }
        def Shape_ConstWitnessOp : Shape_Op<"const_witness", [Pure]> {
          let arguments = (ins BoolAttr:$passing);
          let results = (outs Shape_WitnessType:$result);
        }
        def Shape_CstrEqOp : Shape_Op<"cstr_eq", [Commutative]> {
          let arguments = (ins Variadic<Shape_ShapeOrExtentTensorType>:$shapes);
          let results = (outs Shape_WitnessType:$result);
        }
        // Not MLIR's ops: a parameterized type, and `AnyTypeOf` without a
        // summary (its summary joins the parts' with " or ").
        def Shape_TestRankOp : Shape_Op<"test_rank"> {
          let arguments = (ins Shape_RankedType:$shape);
          let results = (outs Shape_SizeType:$rank);
        }
        def Shape_TestEitherOp : Shape_Op<"test_either"> {
          let arguments = (ins AnyTypeOf<[Shape_WitnessType, I1]>:$w);
        }
        def Shape_TestTensorOp : Shape_Op<"test_tensor"> {
          let arguments = (ins TensorOf<[Shape_SizeType]>:$t);
        }
    }
}

mod gpu {
    drr::ods! {
        def GPU_Dialect : Dialect {
          let name = "gpu";
          let cppNamespace = "::mlir::gpu";
        }
        class GPU_Attr<string attrName, string attrMnemonic, list<Trait> traits = []>
            : AttrDef<GPU_Dialect, attrName, traits> {
          let mnemonic = attrMnemonic;
        }
        def GPU_ObjectAttr : GPU_Attr<"Object", "object"> {
          let description = r#"A GPU object attribute."#;
          let parameters = (ins
            "Attribute":$target,
            DefaultValuedParameter<"gpu::CompilationTarget", "gpu::CompilationTarget::Fatbin">:$format,
            "StringAttr":$object,
            OptionalParameter<"DictionaryAttr">:$properties
          );
          let hasCustomAssemblyFormat = 1;
          let genVerifyDecl = 1;
        }
        def GPU_SelectObjectAttr : GPU_Attr<"SelectObject", "select_object"> {
          let parameters = (ins
            OptionalParameter<"Attribute", "Target to select for embedding.">:$target
          );
          let assemblyFormat = r#"
            (`<` $target^ `>`)?
          "#;
          let genVerifyDecl = 1;
        }
        def GPUObjectArrayAttr :
          TypedArrayAttrBase<GPU_ObjectAttr, "an array of GPU object attributes">;

        class GPU_Op<string mnemonic, list<Trait> traits = []> :
            Op<GPU_Dialect, mnemonic, traits>;
        def GPU_BinaryOp : GPU_Op<"binary", [Symbol]>, Arguments<(ins
              SymbolNameAttr:$sym_name,
              ConfinedAttr<GPUObjectArrayAttr, [ArrayMinCount<1>]>:$objects)
            > {
        }
        // Not MLIR's: the attribute directly and optional.
        def GPU_TestObjectOp : GPU_Op<"test_object"> {
          let arguments = (ins GPU_ObjectAttr:$object, OptionalAttr<GPU_ObjectAttr>:$other);
        }
        // A dialect enum attribute gives the dialect an attribute parser,
        // which leaves the `AttrDef`s' text to the text parser.
        def GPU_Dimension : I32EnumAttr<"Dimension",
            "a dimension, either 'x', 'y', or 'z'",
            [
              I32EnumAttrCase<"x", 0>,
              I32EnumAttrCase<"y", 1>,
              I32EnumAttrCase<"z", 2>
            ]>{
          let genSpecializedAttr = 0;
          let cppNamespace = "::mlir::gpu";
        }
        def GPU_DimensionAttr : EnumAttr<GPU_Dialect, GPU_Dimension, "dim">;
        def GPU_ThreadIdOp : GPU_Op<"thread_id", [Pure]> {
          let arguments = (ins GPU_DimensionAttr:$dimension,
                               OptionalAttr<IndexAttr>:$upper_bound);
          let results = (outs Index);
        }
        def GPU_GPUModuleOp : GPU_Op<"module", [
              IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol,
              NoTerminator, SingleBlock, HasOnlyGraphRegion]> {
          let arguments = (ins SymbolNameAttr:$sym_name);
          let regions = (region SizedRegion<1>:$bodyRegion);
        }
    }
}

mod ptr {
    drr::ods! {
        def Ptr_Dialect : Dialect {
          let name = "ptr";
          let cppNamespace = "::mlir::ptr";
          let useDefaultTypePrinterParser = 1;
        }
        class Pointer_Type<string name, string typeMnemonic, list<Trait> traits = [],
                           string baseCppClass = "::mlir::Type">
            : TypeDef<Ptr_Dialect, name, traits, baseCppClass> {
          let mnemonic = typeMnemonic;
        }
        def Ptr_PtrType : Pointer_Type<"Ptr", "ptr", [
            MemRefElementTypeInterface, VectorElementTypeInterface,
            DeclareTypeInterfaceMethods<DataLayoutTypeInterface, [
              "areCompatible", "getIndexBitwidth", "verifyEntries",
              "getPreferredAlignment"]>
          ]> {
          let summary = "pointer type";
          let parameters = (ins "MemorySpaceAttrInterface":$memorySpace);
          let assemblyFormat = "`<` $memorySpace `>`";
          let builders = [
            TypeBuilderWithInferredContext<(ins
              "MemorySpaceAttrInterface":$memorySpace), r#"
              return $_get(memorySpace.getContext(), memorySpace);
            "#>
          ];
          let skipDefaultBuilders = 1;
        }
        // A `TypeDef` as an element type of a type class.
        class Ptr_ShapedValueType<list<Type> allowedTypes, list<Pred> preds = []> :
          ShapedContainerType<allowedTypes,
            /*containerPred=*/And<[HasValueSemanticsPred] # preds>,
            /*descr=*/"A shaped type with value semantics and rank.",
            /*cppType=*/"::mlir::ShapedType">;
        def Ptr_Ptr1DType :
          Ptr_ShapedValueType<[Ptr_PtrType], [HasAnyRankOfPred<[1]>]>;
        def Ptr_TestGatherOp : Op<Ptr_Dialect, "test_gather"> {
          let arguments = (ins Ptr_Ptr1DType:$ptrs);
        }
        def Ptr_LoadOp : Op<Ptr_Dialect, "load"> {
          let arguments = (ins Ptr_PtrType:$ptr);
          let results = (outs AnyType:$value);
        }
    }
}

use gpu::*;
use ptr::*;
use shape::*;

fn reg(ctx: &mut Context) {
    ShapeDialect::register(ctx);
    GpuDialect::register(ctx);
    PtrDialect::register(ctx);
}

/// The module of `args`/`body` (see `common::module`) printed after a
/// verification, or the first verifier message.
fn verify(args: &str, body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    reg(&mut ctx);
    let src = module(args, body);
    let m = parse_module(&mut ctx, &src, "in.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions::default());
    assert_eq!(out, src, "round trip");
    Ok(out)
}

/// [`verify`] of ops at the top of the module (a `Symbol` op's parent
/// must be a symbol table, which `func.func` is not).
fn verify_top(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    reg(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n{body}}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions::default());
    assert_eq!(out, src, "round trip");
    Ok(out)
}

const ARGS: &str = "%arg0: !shape.size, %arg1: index, %arg2: i32, %arg3: !shape.shape, %arg4: !shape.witness, %arg5: !ptr.ptr<#ptr.generic_space>";

#[test]
fn dialect_types_as_operand_and_result_constraints() {
    let ok = r#"    %0 = "shape.add"(%arg0, %arg1) : (!shape.size, index) -> !shape.size
    %1 = "shape.assuming_all"(%arg4, %arg4) : (!shape.witness, !shape.witness) -> !shape.witness
    %2 = "shape.cstr_eq"(%arg3, %arg3) : (!shape.shape, !shape.shape) -> !shape.witness
    %3 = "ptr.load"(%arg5) : (!ptr.ptr<#ptr.generic_space>) -> i32
    %4 = "shape.const_witness"() <{passing = true}> : () -> !shape.witness
"#;
    assert!(verify(ARGS, ok).is_ok());
    let err = |body: &str| verify(ARGS, &format!("    {body}\n")).unwrap_err();
    assert_eq!(
        err(r#"%0 = "shape.add"(%arg2, %arg1) : (i32, index) -> !shape.size"#),
        "'shape.add' op operand #0 must be size or index, but got 'i32'"
    );
    assert_eq!(
        err(r#"%0 = "shape.add"(%arg0, %arg1) : (!shape.size, index) -> !shape.shape"#),
        "'shape.add' op result #0 must be size or index, but got '!shape.shape'"
    );
    // No `let summary`: ODS's summary of a `TypeDef` is empty.
    assert_eq!(
        err(
            r#"%0 = "shape.assuming_all"(%arg4, %arg3) : (!shape.witness, !shape.shape) -> !shape.witness"#
        ),
        "'shape.assuming_all' op operand #1 must be variadic of , but got '!shape.shape'"
    );
    assert_eq!(
        err(r#"%0 = "shape.const_witness"() <{passing = true}> : () -> i32"#),
        "'shape.const_witness' op result #0 must be , but got 'i32'"
    );
    assert_eq!(
        err(
            r#"%0 = "shape.cstr_eq"(%arg3, %arg0) : (!shape.shape, !shape.size) -> !shape.witness"#
        ),
        "'shape.cstr_eq' op operand #1 must be variadic of shape or extent tensor, but got '!shape.size'"
    );
    assert_eq!(
        err(r#"%0 = "ptr.load"(%arg2) : (i32) -> i32"#),
        "'ptr.load' op operand #0 must be pointer type, but got 'i32'"
    );
    let v = "%arg0: vector<4x!ptr.ptr<#ptr.generic_space>>, %arg1: vector<4xi64>";
    assert!(
        verify(
            v,
            "    \"ptr.test_gather\"(%arg0) : (vector<4x!ptr.ptr<#ptr.generic_space>>) -> ()\n"
        )
        .is_ok()
    );
    assert_eq!(
        verify(v, "    \"ptr.test_gather\"(%arg1) : (vector<4xi64>) -> ()\n"),
        Err("'ptr.test_gather' op operand #0 must be A shaped type with value semantics and rank. of pointer type values, but got 'vector<4xi64>'".into())
    );
}

#[test]
fn parameters_and_summaries_of_anytypeof() {
    let args = "%arg0: !shape.ranked<2>, %arg1: !shape.ranked, %arg2: !shape.shape, %arg3: i1, %arg4: !shape.witness";
    assert!(
        verify(
            args,
            "    %0 = \"shape.test_rank\"(%arg0) : (!shape.ranked<2>) -> !shape.size\n    %1 = \"shape.test_rank\"(%arg1) : (!shape.ranked) -> !shape.size\n    \"shape.test_either\"(%arg3) : (i1) -> ()\n    \"shape.test_either\"(%arg4) : (!shape.witness) -> ()\n"
        )
        .is_ok()
    );
    assert_eq!(
        verify(
            args,
            "    %0 = \"shape.test_rank\"(%arg2) : (!shape.shape) -> !shape.size\n"
        ),
        Err("'shape.test_rank' op operand #0 must be ranked shape, but got '!shape.shape'".into())
    );
    // A mnemonic that only starts with `ranked` is none of the dialect's
    // (its generated type parser's error, at the mnemonic).
    let mut ctx = Context::new();
    reg(&mut ctx);
    let src = module(
        "%arg0: !shape.rankedx",
        "    %0 = \"shape.test_rank\"(%arg0) : (!shape.rankedx) -> !shape.size\n",
    );
    let e = parse_module(&mut ctx, &src, "in.mlir").unwrap_err();
    assert_eq!(e.message, "unknown  type `rankedx` in dialect `shape`");
    // An element type of a library container.
    let t = "%arg0: tensor<2x!shape.size>, %arg1: tensor<2x!shape.shape>";
    assert!(
        verify(
            t,
            "    \"shape.test_tensor\"(%arg0) : (tensor<2x!shape.size>) -> ()\n"
        )
        .is_ok()
    );
    assert_eq!(
        verify(
            t,
            "    \"shape.test_tensor\"(%arg1) : (tensor<2x!shape.shape>) -> ()\n"
        ),
        Err(
            "'shape.test_tensor' op operand #0 must be tensor of  values, but got 'tensor<2x!shape.shape>'"
                .into()
        )
    );
    assert_eq!(
        verify(args, "    \"shape.test_either\"(%arg2) : (!shape.shape) -> ()\n"),
        Err(
            "'shape.test_either' op operand #0 must be  or 1-bit signless integer, but got '!shape.shape'"
                .into()
        )
    );
}

#[test]
fn dialect_attributes_as_attribute_constraints() {
    let obj = r#"#gpu.object<#nvvm.target, "BLOB">"#;
    let binary = |objects: &str| {
        verify_top(&format!(
            "  \"gpu.binary\"() <{{objects = [{objects}], sym_name = \"a\"}}> : () -> ()\n"
        ))
    };
    assert!(binary(obj).is_ok());
    assert_eq!(
        binary(&format!("{obj}, 1 : i32")),
        Err("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements".into())
    );
    assert_eq!(
        binary("#gpu.select_object<0>"),
        Err("'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements".into())
    );
    let test = |attrs: &str| {
        verify(
            "%arg0: i32",
            &format!("    \"gpu.test_object\"() <{{{attrs}}}> : () -> ()\n"),
        )
    };
    assert!(test(&format!("object = {obj}")).is_ok());
    assert!(test(&format!("object = {obj}, other = {obj}")).is_ok());
    // MLIR converts the attribute to the record's C++ class when it reads
    // the properties: another attribute fails there (mlir-opt-22's message
    // for `llvm.mlir.global`'s `linkage`, an `AttrDef`, is worded so).
    let mut ctx = Context::new();
    reg(&mut ctx);
    let src = module(
        "%arg0: i32",
        &format!(
            "    \"gpu.test_object\"() <{{object = {obj}, other = #gpu.select_object<0>}}> : () -> ()\n"
        ),
    );
    assert_eq!(
        parse_module(&mut ctx, &src, "in.mlir").unwrap_err().message,
        format!(
            "invalid properties {{object = {obj}, other = #gpu.select_object<0>}} for op gpu.test_object: Invalid attribute `other` in property conversion: #gpu.select_object<0>"
        )
    );
}

#[test]
fn a_type_without_parameters_is_built_by_drr() {
    // `shape.const_witness`'s result type is the buildable
    // `!shape.witness`: the nested op needs no result type.
    let p = drr::pat!(
        (Shape_CstrEqOp $a),
        (Shape_AssumingAllOp (Shape_ConstWitnessOp ConstBoolAttrTrue))
    );
    let src = module(
        "%arg0: !shape.shape",
        "    %0 = \"shape.cstr_eq\"(%arg0) : (!shape.shape) -> !shape.witness\n    \"test.use\"(%0) : (!shape.witness) -> ()\n",
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        module(
            "%arg0: !shape.shape",
            "    %0 = \"shape.const_witness\"() <{passing = true}> : () -> !shape.witness\n    %1 = \"shape.assuming_all\"(%0) : (!shape.witness) -> !shape.witness\n    \"test.use\"(%1) : (!shape.witness) -> ()\n"
        )
    );
    // From Rust: the builder without result types.
    let mut ctx = Context::new();
    reg(&mut ctx);
    let t = <Shape_WitnessType as drr::ods::BuildableType>::build_type(&mut ctx);
    assert_eq!(drr::ods::type_to_string(&ctx, t), "!shape.witness");
}

#[test]
fn dialect_attributes_next_to_enum_attributes() {
    // The dialect's attribute parser (for `#gpu.dim<…>`) keeps the text of
    // its `AttrDef`s, in the pretty and the verbose form.
    let obj = r#"#gpu.object<#nvvm.target, "BLOB">"#;
    let body = format!(
        "  %0 = \"gpu.thread_id\"() <{{dimension = #gpu<dim y>}}> : () -> index\n  \"gpu.binary\"() <{{objects = [{obj}, #gpu<object #nvvm.target, \"B2\">], sym_name = \"a\"}}> : () -> ()\n"
    );
    assert!(verify_top(&body).is_ok());
    // A mnemonic that is neither still gets the parser's message.
    let mut ctx = Context::new();
    reg(&mut ctx);
    let src = module(
        "%arg0: i32",
        "    \"gpu.binary\"() <{objects = [#gpu.objects<1>], sym_name = \"a\"}> : () -> ()\n",
    );
    assert_eq!(
        parse_module(&mut ctx, &src, "in.mlir").unwrap_err().message,
        "unknown attribute `objects` in dialect `gpu`"
    );
}

#[test]
fn symbol_table_trait_makes_a_symbol_table() {
    // `SymbolTable` in an op's trait list: `func.func` may be its child,
    // and its symbols are unique (mlir-opt-22's message).
    let m = |funcs: &str| {
        let mut ctx = Context::new();
        reg(&mut ctx);
        let src = format!(
            "\"builtin.module\"() ({{\n  \"gpu.module\"() <{{sym_name = \"m\"}}> ({{\n{funcs}  }}) : () -> ()\n}}) {{gpu.container_module}} : () -> ()\n"
        );
        let m = parse_module(&mut ctx, &src, "in.mlir").expect("parses");
        drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
    };
    let f = "    \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n      \"func.return\"() : () -> ()\n    }) : () -> ()\n";
    assert_eq!(m(f), Ok(()));
    assert_eq!(
        m(&format!("{f}{f}")),
        Err("redefinition of symbol named 'f'".into())
    );
}
