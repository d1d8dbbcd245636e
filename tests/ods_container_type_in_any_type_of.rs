//! A `ContainerType` among the alternatives of `AnyTypeOf` (SPIR-V's
//! `SPIRV_ScalarOrVectorOrCoopMatrixOf<type>`: a scalar, a vector or a
//! `Cooperative Matrix` class deriving from `ContainerType`): the
//! alternative's summary in the joined one is `descr of <element summary>
//! values`, as TableGen computes `ContainerType`'s summary. The op is
//! declared as `SPIRVArithmeticOps.td` declares `spirv.IAdd`'s operands and
//! result (traits left out); the message was recorded from `mlir-opt-22`.

use drr::text::parse_module;
use drr::{Context, Type, TypeData};

/// `::llvm::cast<::mlir::spirv::CooperativeMatrixType>($_self).getElementType()`
/// (the dialect type is kept as text: `!spirv.coopmatrix<8x16xi32, …>`).
pub fn coop_element(ctx: &Context, t: Type) -> Option<Type> {
    let TypeData::Opaque(s) = ctx.type_data(t) else {
        return None;
    };
    let inner = s.strip_prefix("!spirv.coopmatrix<")?;
    let elem = inner.split(',').next()?.rsplit('x').next()?;
    let width: u32 = elem.strip_prefix('i')?.parse().ok()?;
    ctx.lookup_type(&TypeData::Integer {
        width,
        signedness: drr::Signedness::Signless,
    })
}

drr::ods! {
    def SPIRV_Dialect : Dialect { let name = "spirv"; }
    def SPIRV_IsCooperativeMatrixType : CPred<|ctx: &Context, t: Type| matches!(ctx.type_data(t), TypeData::Opaque(s) if s.starts_with("!spirv.coopmatrix<"))>;
    def SPIRV_Integer : AnyIntOfWidths<[8, 16, 32, 64]>;
    class SPIRV_CoopMatrixOfType<list<Type> allowedTypes> :
      ContainerType<AnyTypeOf<allowedTypes>, SPIRV_IsCooperativeMatrixType,
        crate::coop_element, "Cooperative Matrix">;
    class SPIRV_VectorOf<Type type> :
        FixedVectorOfLengthAndType<[2, 3, 4, 8, 16], [type]>;
    class SPIRV_ScalarOrVectorOrCoopMatrixOf<Type type> :
        AnyTypeOf<[type, SPIRV_VectorOf<type>,
                   SPIRV_CoopMatrixOfType<[type]>]>;
    def SPIRV_IAddOp : Op<SPIRV_Dialect, "IAdd"> {
      let arguments = (ins
        SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_Integer>:$operand1,
        SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_Integer>:$operand2
      );
      let results = (outs SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_Integer>:$result);
    }
}

fn verify(body: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    SpirvDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%a: f32, %i: i32, %m: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>):\n    {body}\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn the_container_alternative_is_summarized_with_its_elements() {
    assert_eq!(
        verify("%0 = \"spirv.IAdd\"(%i, %a) : (i32, f32) -> i32"),
        Err("'spirv.IAdd' op operand #1 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'f32'".to_string())
    );
}

#[test]
fn the_alternatives_still_accept_their_types() {
    assert_eq!(
        verify("%0 = \"spirv.IAdd\"(%i, %i) : (i32, i32) -> i32"),
        Ok(())
    );
    assert_eq!(
        verify(
            "%0 = \"spirv.IAdd\"(%m, %m) : (!spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>) -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>"
        ),
        Ok(())
    );
}
