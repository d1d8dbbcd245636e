//! A declaration, in a record's body, of a field MLIR's class declares
//! sets that field, as TableGen treats any declaration of an existing
//! field (`string summary = "…";` in a constraint's body, `dag arguments =
//! (ins …);` or `bit hasVerifier = 1;` in an op's, `string summary` in a
//! `TypeDef`'s, `code
//! extraClassDeclaration = [{…}];` in a dialect's, as dfg-mlir's emitHLS
//! dialect writes it). `ods!` took such a declaration for a field of the
//! user's and ignored it: the constraint kept its first summary and the op
//! its empty arguments. `--print-records` shows the records alike either
//! way; a field MLIR's class does not declare stays the user's.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def D_Dialect : Dialect {
      let name = "d";
      code extraClassDeclaration = r#" void registerOps(); "#;
    }
    def D_Never : TypeConstraint<|_c: &drr::Context, _t: drr::Type| false, "first"> {
      string summary = "second";
    }
    def D_ThingType : TypeDef<D_Dialect, "Thing"> {
      let mnemonic = "thing";
      string summary = "a thing";
    }
    def D_TakeOp : Op<D_Dialect, "take"> {
      let arguments = (ins D_ThingType:$t);
    }
    def D_PairOp : Op<D_Dialect, "pair"> {
      dag arguments = (ins AnyInteger:$x, I32:$y);
    }
    def D_UseOp : Op<D_Dialect, "use"> {
      dag arguments = (ins D_Never:$x, I32:$y);
      string baseDescription = "a field of the user's";
      string summary = "uses two values";
    }
}

fn verify(types: (&str, &str)) -> Result<String, String> {
    let mut ctx = Context::new();
    DDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let (a, b) = types;
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {a}, %arg1: {b}):\n    \"d.use\"(%arg0, %arg1) : ({a}, {b}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn pair(x: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    DDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let y = if x == "i64" { "i32" } else { "i64" };
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {x}, %arg1: {y}):\n    \"d.pair\"(%arg0, %arg1) : ({x}, {y}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn declared_builtin_fields_are_set() {
    assert_eq!(
        verify(("i32", "i32")).unwrap_err(),
        "'d.use' op operand #0 must be second, but got 'i32'"
    );
    // The declared `arguments` are the op's: two operands, `$y` an `i32`.
    assert_eq!(
        pair("i32").unwrap_err(),
        "'d.pair' op operand #1 must be 32-bit signless integer, but got 'i64'"
    );
    pair("i64").unwrap();
}

#[test]
fn a_type_def_summary_declared_in_the_body_is_its_summary() {
    let mut ctx = Context::new();
    DDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: i32):\n    \"d.take\"(%arg0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    assert_eq!(
        drr::verifier::verify(&ctx, m).unwrap_err()[0].message,
        "'d.take' op operand #0 must be a thing, but got 'i32'"
    );
}

/// A dialect's `name` and a type's `mnemonic` declared in the bodies (not
/// `let`): the dialect's namespace and the type's text.
mod declared_names {
    drr::ods! {
        def E_Dialect : Dialect {
          string name = "e";
        }
        def E_TokType : TypeDef<E_Dialect, "Tok"> {
          string mnemonic = "tok";
        }
        def E_TakeOp : Op<E_Dialect, "take"> {
          let arguments = (ins E_TokType:$t);
        }
    }
}

#[test]
fn a_declared_dialect_name_and_type_mnemonic_are_set() {
    let mut ctx = Context::new();
    declared_names::EDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = |ty: &str| {
        format!(
            "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {ty}):\n    \"e.take\"(%arg0) : ({ty}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
        )
    };
    let good = src("!e.tok");
    let m = parse_module(&mut ctx, &good, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    assert_eq!(print_op(&ctx, m, PrintOptions { debug_info: false }), good);
    let m = parse_module(&mut ctx, &src("!e.other"), "in.mlir").unwrap();
    // ODS's default summary of a `TypeDef` is empty, as in mlir-opt's text.
    assert_eq!(
        drr::verifier::verify(&ctx, m).unwrap_err()[0].message,
        "'e.take' op operand #0 must be , but got '!e.other'"
    );
}
