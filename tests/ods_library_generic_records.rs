//! A record of a user class deriving from a library type class and
//! `BuildableType` (ROCDL's `class ROCDL_ConcreteVector<Type elem, int
//! length> : FixedVectorOfLengthAndType<[length], [elem]>, BuildableType<…>`)
//! is a `TypeConstraint`: it passes as a template argument declared
//! `TypeConstraint` (ROCDL's `ScaleArgInfo<ROCDL_V2F16Type, "F16">`), and an
//! op argument naming the argument's field checks it. The message is what
//! mlir-opt-22 prints for `rocdl.cvt.scalef32.pk.fp8.f16` given a
//! `vector<2xf32>`.

use drr::text::parse_module;
use drr::{Context, FloatKind, Type, TypeData};

drr::ods! {
    def Lg_Dialect : Dialect { let name = "lg"; }

    class Lg_ConcreteVector<Type elem, int length> :
      FixedVectorOfLengthAndType<[length], [elem]>,
      BuildableType<|ctx: &mut drr::Context| -> drr::Type { crate::vector_of(ctx) }>;
    def Lg_V2F16Type : Lg_ConcreteVector<F16, 2>;

    class ScaleArgInfo<TypeConstraint argTyVal, string typeName> {
      TypeConstraint type = argTyVal;
      string name = !tolower(typeName);
    }
    foreach largeT = [ScaleArgInfo<Lg_V2F16Type, "F16">] in
    def Lg_Cvt # largeT.name # Op : Op<Lg_Dialect, "cvt." # largeT.name> {
      let arguments = (ins largeT.type:$src0, F32:$scale);
    }
}

fn vector_of(ctx: &mut Context) -> Type {
    let f16 = ctx.float_type(FloatKind::F16);
    ctx.intern_type(TypeData::Vector {
        shape: vec![2],
        scalable: vec![false],
        element: f16,
    })
}

fn verify(src: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    LgDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|es| es[0].message.clone())
}

#[test]
fn a_buildable_library_vector_record_is_a_type_constraint_argument() {
    let good = "%s = \"test.s\"() : () -> vector<2xf16>\n%f = \"test.f\"() : () -> f32\n\"lg.cvt.f16\"(%s, %f) : (vector<2xf16>, f32) -> ()\n";
    assert_eq!(verify(good), Ok(()));
    let bad = "%s = \"test.s\"() : () -> vector<2xf32>\n%f = \"test.f\"() : () -> f32\n\"lg.cvt.f16\"(%s, %f) : (vector<2xf32>, f32) -> ()\n";
    assert_eq!(
        verify(bad),
        Err("'lg.cvt.f16' op operand #0 must be fixed-length vector of 16-bit float values of length 2, but got 'vector<2xf32>'".to_string())
    );
}
