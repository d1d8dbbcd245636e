//! `AllOfType<[…], "summary", "cppType">`: MLIR 22's `AllOfType` takes the
//! C++ type as a third argument (its own `VectorOfLengthAndType` passes
//! `"::mlir::VectorType"`, and so do classes written like it, as Intel's
//! TritonGEN `FixedVectorOfRankAndType`). It was rejected ("takes 1 to 2
//! template arguments"); the argument has no effect, as on `AnyTypeOf` and
//! `ConfinedType`. The summaries are the ones TableGen computes for the
//! records (the class pastes its parts' summaries).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def G_Dialect : Dialect { let name = "g"; }

    class G_VectorOfRankAndType<list<int> allowedRanks, list<Type> allowedTypes>
        : AllOfType<
            [FixedVectorOfAnyRank<allowedTypes>, FixedVectorOfRank<allowedRanks>],
            FixedVectorOfAnyRank<allowedTypes>.summary #
            FixedVectorOfRank<allowedRanks>.summary,
            "::mlir::VectorType">;

    def G_UseOp : Op<G_Dialect, "use"> {
      let arguments = (ins G_VectorOfRankAndType<[1], [F32, I16]>:$v,
                           AllOfType<[AnyInteger, I32], "", "::mlir::IntegerType">:$i);
    }
}

fn check(v: &str, i: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    GDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {v}, %arg1: {i}):\n    \"g.use\"(%arg0, %arg1) : ({v}, {i}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn the_cpp_type_argument_has_no_effect() {
    check("vector<8xf32>", "i32").unwrap();
    check("vector<4xi16>", "i32").unwrap();
    assert_eq!(
        check("vector<2x4xf32>", "i32").unwrap_err(),
        "'g.use' op operand #0 must be fixed-length vector of 32-bit float or 16-bit signless integer values of ranks 1, but got 'vector<2x4xf32>'"
    );
    assert_eq!(
        check("vector<[8]xf32>", "i32").unwrap_err(),
        "'g.use' op operand #0 must be fixed-length vector of 32-bit float or 16-bit signless integer values of ranks 1, but got 'vector<[8]xf32>'"
    );
    assert_eq!(
        check("vector<8xf32>", "i64").unwrap_err(),
        "'g.use' op operand #1 must be integer and 32-bit signless integer, but got 'i64'"
    );
}
