//! Classes named in the types of template arguments and fields
//! (`class T_Op<string mnemonic, list<Trait> traits>`, `Flag f`): a class
//! of the block, of ODS, or of another block (fetched as a parent class
//! is, here used only in a type before any record of it) is known; any
//! other name is an error at the type, as mlir-tblgen-22's "Couldn't find
//! class" (the trybuild case `tablegen/type_unknown_class`). A record of
//! the fetched class is accepted where it is expected, and the op names
//! built from its fields are the ops the dialect registers.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// A base file: a class of records naming ops.
pub mod flags {
    drr::ods! {
        class Flag<string n> { string name = n; }
    }
}

/// A dialect that includes it and takes `Flag` records as template
/// arguments.
pub mod dialect {
    #[allow(unused_imports)]
    use super::flags::*;
    drr::ods! {
        include "flags.td"
        def Fl_Dialect : Dialect { let name = "fl"; }
        class Fl_Op<Flag f, list<Trait> traits = []> : Op<Fl_Dialect, f.name, traits> {
            Flag flag = f;
        }
        def One : Flag<"one">;
        def Two : Flag<"two">;
        def OneOp : Fl_Op<One, [Pure]>;
        def TwoOp : Fl_Op<Two> { let results = (outs I32:$r); }
    }
}

#[test]
fn ops_named_by_records_of_a_class_of_another_block() {
    let mut ctx = Context::new();
    dialect::FlDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = "\"fl.one\"() : () -> ()\n%0 = \"fl.two\"() : () -> i32\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    assert!(drr::verifier::verify(&ctx, m).is_ok());
    assert_eq!(
        print_op(&ctx, m, PrintOptions::default()),
        "\"builtin.module\"() ({\n  \"fl.one\"() : () -> ()\n  %0 = \"fl.two\"() : () -> i32\n}) : () -> ()\n"
    );
    // The dialect registers exactly the two ops.
    let bad = parse_module(&mut ctx, "%0 = \"fl.three\"() : () -> i32\n", "in.mlir").unwrap();
    assert!(drr::verifier::verify(&ctx, bad).is_err());
}
