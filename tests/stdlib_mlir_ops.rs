//! Library constraints on real MLIR ops: each op below declares its operand,
//! result or attribute with the constraint MLIR 22's ODS gives it
//! (ArithOps.td, ComplexOps.td, X86Vector.td, MemRefOps.td,
//! VectorOps.td, TensorOps.td), and an invalid instance gets exactly the
//! message mlir-opt-22 prints for it, recorded with
//! `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic`.

mod arith {
    drr::ods! {
        dialect arith;
        def AddIOp : Op<"addi"> {
            let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
            let results = (outs SignlessIntegerOrIndexLike:$result);
        }
        def AddFOp : Op<"addf"> {
            let arguments = (ins FloatLike:$lhs, FloatLike:$rhs);
            let results = (outs FloatLike:$result);
        }
        def CmpIOp : Op<"cmpi"> {
            let arguments = (ins SignlessIntegerOrIndexLike:$lhs, SignlessIntegerOrIndexLike:$rhs);
            let results = (outs BoolLike:$result);
        }
    }
}

mod complex {
    drr::ods! {
        dialect complex;
        def AbsOp : Op<"abs"> {
            let arguments = (ins Complex<AnyFloat>:$complex);
            let results = (outs AnyFloat:$result);
        }
    }
}

mod x86vector {
    drr::ods! {
        dialect x86vector;
        def MaskRndScaleOp : Op<"avx512.mask.rndscale"> {
            let arguments = (ins VectorOfLengthAndType<[16, 8], [F32, F64]>:$src, I32:$k,
                                 VectorOfLengthAndType<[16, 8], [F32, F64]>:$a,
                                 AnyTypeOf<[I16, I8]>:$imm, AnyTypeOf<[I32]>:$rounding);
            let results = (outs VectorOfLengthAndType<[16, 8], [F32, F64]>:$dst);
        }
    }
}

mod memref {
    drr::ods! {
        dialect memref;
        def AllocOp : Op<"alloc", [AttrSizedOperandSegments]> {
            let arguments = (ins Variadic<Index>:$dynamicSizes, Variadic<Index>:$symbolOperands,
                                 OptionalAttr<IntValidAlignment<I64Attr>>:$alignment);
            let results = (outs AnyMemRef:$memref);
        }
    }
}

mod vector {
    drr::ods! {
        dialect vector;
        def ExtractStridedSliceOp : Op<"extract_strided_slice"> {
            let arguments = (ins AnyVectorOfNonZeroRank:$vector, I64ArrayAttr:$offsets,
                                 I64ArrayAttr:$sizes, I64ArrayAttr:$strides);
            let results = (outs AnyVectorOfNonZeroRank:$result);
        }
    }
}

mod tensor {
    drr::ods! {
        dialect tensor;
        def CollapseShapeOp : Op<"collapse_shape"> {
            let arguments = (ins AnyTensor:$src, IndexListArrayAttr:$reassociation);
            let results = (outs AnyTensor:$result);
        }
    }
}

/// The verifier messages of the registered ops of `src`.
fn errors(src: &str) -> Vec<String> {
    let mut ctx = drr::Context::new();
    arith::ArithDialect::register(&mut ctx);
    complex::ComplexDialect::register(&mut ctx);
    x86vector::X86vectorDialect::register(&mut ctx);
    memref::MemrefDialect::register(&mut ctx);
    vector::VectorDialect::register(&mut ctx);
    tensor::TensorDialect::register(&mut ctx);
    let module = drr::text::parse_module(&mut ctx, src, "case.mlir").expect("valid text");
    let mut out = Vec::new();
    for op in ctx.nested_ops_pre_order(module) {
        let data = ctx.op(op);
        if let Some(f) = ctx.op_definition(data.name()).and_then(|d| d.verify)
            && let Err(m) = f(&ctx, op, data)
        {
            out.push(format!("'{}' op {m}", ctx.op_name_str(data.name())));
        }
    }
    out
}

fn module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n")
}

#[test]
fn operand_and_result_constraints_print_mlir_opts_messages() {
    let cases = [
        (
            r#"%0 = "u.def"() : () -> (f32)
               %1 = "arith.addi"(%0, %0) : (f32, f32) -> f32"#,
            "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'",
        ),
        (
            r#"%0 = "u.def"() : () -> (i32)
               %1 = "arith.addf"(%0, %0) : (i32, i32) -> i32"#,
            "'arith.addf' op operand #0 must be floating-point-like, but got 'i32'",
        ),
        (
            r#"%0 = "u.def"() : () -> (vector<4xi32>)
               %1 = "arith.cmpi"(%0, %0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi8>"#,
            "'arith.cmpi' op result #0 must be bool-like, but got 'vector<4xi8>'",
        ),
        (
            r#"%0 = "u.def"() : () -> (complex<i32>)
               %1 = "complex.abs"(%0) : (complex<i32>) -> i32"#,
            "'complex.abs' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'",
        ),
        (
            r#"%0 = "u.def"() : () -> (vector<4xf32>)
               %1 = "u.def"() : () -> (i32)
               %2 = "x86vector.avx512.mask.rndscale"(%0, %1, %0, %1, %1) : (vector<4xf32>, i32, vector<4xf32>, i32, i32) -> vector<4xf32>"#,
            "'x86vector.avx512.mask.rndscale' op operand #0 must be vector of 32-bit float or 64-bit float values of length 16/8, but got 'vector<4xf32>'",
        ),
    ];
    for (body, expected) in cases {
        assert_eq!(errors(&module(body)), [expected], "{body}");
    }
}

#[test]
fn attribute_constraints_print_mlir_opts_messages() {
    let cases = [
        (
            r#"%1 = "memref.alloc"() <{alignment = -1 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>"#,
            "'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
        ),
        (
            r#"%0 = "u.def"() : () -> (vector<4xf32>)
               %1 = "vector.extract_strided_slice"(%0) <{offsets = [1 : i32], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>"#,
            "'vector.extract_strided_slice' op attribute 'offsets' failed to satisfy constraint: 64-bit integer array attribute",
        ),
        (
            r#"%0 = "u.def"() : () -> (tensor<4xf32>)
               %1 = "tensor.collapse_shape"(%0) <{reassociation = [[0], 1]}> : (tensor<4xf32>) -> tensor<4xf32>"#,
            "'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes",
        ),
    ];
    for (body, expected) in cases {
        assert_eq!(errors(&module(body)), [expected], "{body}");
    }
    // Valid instances verify; the optional alignment may be absent.
    let ok = module(
        r#"%1 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
           %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
           %3 = "u.def"() : () -> (vector<8xf64>)
           %4 = "u.def"() : () -> (i32)
           %5 = "u.def"() : () -> (i8)
           %6 = "x86vector.avx512.mask.rndscale"(%3, %4, %3, %5, %4) : (vector<8xf64>, i32, vector<8xf64>, i8, i32) -> vector<8xf64>"#,
    );
    assert_eq!(errors(&ok), Vec::<String>::new());
}

mod confined_optional {
    drr::ods! {
        dialect conf;
        /// ODS keeps the base's optional-ness through `ConfinedAttr`.
        def AOp : Op<"a"> {
            let arguments = (ins ConfinedAttr<OptionalAttr<I64Attr>, [IntMinValue<0>]>:$n);
        }
        /// Library classes as `Variadic` / `Optional` element constraints.
        def VOp : Op<"v", [AttrSizedOperandSegments]> {
            let arguments = (ins Variadic<TensorOf<[F32, F64]>>:$xs,
                                 Optional<AnyTypeOf<[I<7>, Index]>>:$y);
        }
    }
}

#[test]
fn confined_optional_attribute_is_optional_and_confined() {
    let check = |attrs: &str| {
        let mut ctx = drr::Context::new();
        confined_optional::ConfDialect::register(&mut ctx);
        let src = module(&format!("\"conf.a\"() {attrs} : () -> ()"));
        let m = drr::text::parse_module(&mut ctx, &src, "c.mlir").unwrap();
        let op = ctx.nested_ops_pre_order(m)[0];
        confined_optional::AOp::verify_invariants(&ctx, op)
    };
    assert_eq!(check(""), Ok(()));
    assert_eq!(check("<{n = 3 : i64}>"), Ok(()));
    assert_eq!(
        check("<{n = -3 : i64}>"),
        Err("attribute 'n' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0".into())
    );
}

#[test]
fn library_classes_as_variadic_and_optional_elements() {
    let check = |operands: &str, types: &str, sizes: &str| {
        let mut ctx = drr::Context::new();
        confined_optional::ConfDialect::register(&mut ctx);
        let src = module(&format!(
            r#"%0 = "u.def"() : () -> (tensor<2xf32>)
               %1 = "u.def"() : () -> (tensor<2xi32>)
               %2 = "u.def"() : () -> (i7)
               %3 = "u.def"() : () -> (i8)
               "conf.v"({operands}) <{{operandSegmentSizes = array<i32: {sizes}>}}> : ({types}) -> ()"#
        ));
        let m = drr::text::parse_module(&mut ctx, &src, "v.mlir").unwrap();
        let op = ctx
            .nested_ops_pre_order(m)
            .into_iter()
            .find(|&o| confined_optional::VOp::from_op(&ctx, o).is_some())
            .unwrap();
        confined_optional::VOp::verify_invariants(&ctx, op)
    };
    assert_eq!(
        check("%0, %0, %2", "tensor<2xf32>, tensor<2xf32>, i7", "2, 1"),
        Ok(())
    );
    assert_eq!(check("%0", "tensor<2xf32>", "1, 0"), Ok(()));
    assert_eq!(
        check("%0, %1", "tensor<2xf32>, tensor<2xi32>", "2, 0"),
        Err("operand #1 must be variadic of tensor of 32-bit float or 64-bit float values, but got 'tensor<2xi32>'".into())
    );
    assert_eq!(
        check("%0, %3", "tensor<2xf32>, i8", "1, 1"),
        Err("operand #1 must be 7-bit signless integer or index, but got 'i8'".into())
    );
}
