//! `cppType` of the library's type constraints (`I32.cppType`,
//! `AnyTypeOf<[…]>.cppType`, `TensorOf<[…]>.cppType`, a `ConfinedType`'s or
//! `TypeAlias`'s base's): the C++ class MLIR 22's record gives, which a
//! class passes on as a `Type`'s third argument and its Rust predicates
//! read, as ClangIR's `CIR_ConfinedType<Type type, …>` reads `type.cppType`
//! of whatever constraint it is given. Here the class's summary names the
//! class that travelled and its predicate tests `$_self` against it.

use drr::text::parse_module;
use drr::{Context, Type, TypeData};

/// `mlir::isa<CLASS>($_self)` for the C++ classes the library gives.
fn isa(ctx: &Context, t: Type, class: &str) -> bool {
    match (class, ctx.type_data(t)) {
        ("::mlir::Type", _) => true,
        ("::mlir::IntegerType", TypeData::Integer { .. }) => true,
        ("::mlir::IndexType", TypeData::Index) => true,
        ("::mlir::FloatType", TypeData::Float(_)) => true,
        ("::mlir::TensorType", d) => {
            matches!(
                d,
                TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
            )
        }
        _ => false,
    }
}

pub mod ops {
    use drr::{Context, Type};
    drr::ods! {
        def L_Dialect : Dialect { let name = "l"; }

        // Confines any constraint by the C++ class it declares; the summary
        // shows which class that was.
        class L_IsA<code type> : CPred<|c: &Context, t: Type| crate::isa(c, t, r#type)>;
        class L_OfClass<Type type>
            : Type<And<[type.predicate, L_IsA<type.cppType>]>,
                   "of class " # type.cppType, type.cppType>;

        def L_Any : AnyTypeOf<[I32, F32]>;
        def L_Op : Op<L_Dialect, "op"> {
            let arguments = (ins
                L_OfClass<I32>:$a,
                L_OfClass<AnyTypeOf<[I32, Index]>>:$b,
                L_OfClass<AnyTypeOf<[I32, Index], "integer or index", "::mlir::IndexType">>:$c,
                L_OfClass<TensorOf<[F32]>>:$d,
                L_OfClass<ConfinedType<Index, [CPred<|_c: &Context, _t: Type| true>]>>:$e,
                L_OfClass<TypeAlias<F32>>:$f,
                L_OfClass<L_Any>:$g);
        }
    }
}

const GOOD: [&str; 7] = [
    "i32",
    "i32",
    "index",
    "tensor<2xf32>",
    "index",
    "f32",
    "f32",
];

/// The verifier's first message for `l.op` with operand types `tys`.
fn verify(tys: [&str; 7]) -> Result<(), String> {
    let mut ctx = Context::new();
    ops::LDialect::register(&mut ctx);
    let args: Vec<String> = tys
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%a{i}: {t}"))
        .collect();
    let uses: Vec<String> = (0..7).map(|i| format!("%a{i}")).collect();
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({}):\n    \"l.op\"({}) : ({}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n",
        args.join(", "),
        uses.join(", "),
        tys.join(", ")
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

fn with(i: usize, ty: &'static str) -> [&'static str; 7] {
    let mut tys = GOOD;
    tys[i] = ty;
    tys
}

#[test]
fn library_records_and_classes_give_mlir_cpp_classes() {
    assert_eq!(verify(GOOD), Ok(()));
    let expect = |i: usize, class: &str, got: &str| {
        Err(format!(
            "'l.op' op operand #{i} must be of class {class}, but got '{got}'"
        ))
    };
    // `I32`'s class is `::mlir::IntegerType`.
    assert_eq!(
        verify(with(0, "i8")),
        expect(0, "::mlir::IntegerType", "i8")
    );
    // `AnyTypeOf`'s third argument, `::mlir::Type` unless given: an index
    // passes the first, fails the second's `IndexType` test when it is
    // an integer.
    assert_eq!(verify(with(1, "index")), Ok(()));
    assert_eq!(verify(with(1, "f32")), expect(1, "::mlir::Type", "f32"));
    assert_eq!(
        verify(with(2, "i32")),
        expect(2, "::mlir::IndexType", "i32")
    );
    assert_eq!(
        verify(with(3, "tensor<2xi32>")),
        expect(3, "::mlir::TensorType", "tensor<2xi32>")
    );
    // `ConfinedType` and `TypeAlias` pass on their base's.
    assert_eq!(
        verify(with(4, "i64")),
        expect(4, "::mlir::IndexType", "i64")
    );
    assert_eq!(
        verify(with(5, "i32")),
        expect(5, "::mlir::FloatType", "i32")
    );
    // A record of a library generic has its class's.
    assert_eq!(verify(with(6, "i32")), Ok(()));
    assert_eq!(verify(with(6, "i8")), expect(6, "::mlir::Type", "i8"));
}
