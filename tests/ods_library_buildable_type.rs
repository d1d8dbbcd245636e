//! A library type constraint with a builder, as `NVGPUOps.td` and
//! `AMDGPU.td` write them: `def T : FixedVectorOfLengthAndType<[2], [I16]>,
//! BuildableType<…>;` is the library constraint (its summary, its check)
//! plus the builder, and a class `AMDGPU_ConcreteVector<Type elem, int
//! length>` deriving from one passes its template arguments to the
//! builder's closure (`elem` a library record, as a Rust type there). The
//! message is mlir-opt-22's for `nvgpu.mma.sp.sync`'s `sparseMetadata`.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, TypeData};

/// A fixed-length vector of `shape` with `element`.
pub fn vector(ctx: &mut Context, shape: i64, element: Type) -> Type {
    ctx.intern_type(TypeData::Vector {
        shape: vec![shape],
        scalable: vec![false],
        element,
    })
}

drr::ods! {
    def NVGPU_Dialect : Dialect { let name = "nvgpu"; }

    def NVGPU_MmaSparseSyncMetadataType : FixedVectorOfLengthAndType<[2], [I16]>,
        BuildableType<|ctx: &mut drr::Context| -> drr::Type {
            let e = ctx.int_type(16);
            crate::vector(ctx, 2, e)
        }>;

    class ConcreteVector<Type elem, int length> :
      FixedVectorOfLengthAndType<[length], [elem]>,
      BuildableType<|ctx: &mut drr::Context| -> drr::Type {
          let e = <elem as ::drr::ods::BuildableType>::build_type(ctx);
          crate::vector(ctx, length, e)
      }>;

    def MetadataOp : Op<NVGPU_Dialect, "metadata"> {
      let arguments = (ins NVGPU_MmaSparseSyncMetadataType:$sparseMetadata);
    }

    def MakeOp : Op<NVGPU_Dialect, "make"> {
      let results = (outs NVGPU_MmaSparseSyncMetadataType:$m, ConcreteVector<I1, 16>:$mask);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    NvgpuDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn library_constraint_checks_and_summary() {
    let module = |ty: &str| {
        format!(
            "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {ty}):\n    \"nvgpu.metadata\"(%arg0) : ({ty}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
        )
    };
    let ok = module("vector<2xi16>");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("vector<4xi16>")).unwrap_err(),
        "'nvgpu.metadata' op operand #0 must be fixed-length vector of 16-bit signless integer values of length 2, but got 'vector<4xi16>'"
    );
}

#[test]
fn builders_make_the_types() {
    let mut ctx = Context::new();
    NvgpuDialect::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let st = MakeOp::build_inferred(&mut ctx, loc).unwrap();
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        "%0:2 = \"nvgpu.make\"() : () -> (vector<2xi16>, vector<16xi1>)"
    );
}
