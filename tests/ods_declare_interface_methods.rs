//! `DeclareOpInterfaceMethods<X, […]>` names an interface of the block, of
//! a block it includes (fetched as a bare trait name is), or MLIR's; any
//! other name is an error at it (ui `ods/declare_interface_typo`). The
//! interfaces are C++ method declarations without effect here: the ops
//! verify and print as ops without them.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// `DBInterfaces.td`-like: interfaces and a declared-methods record.
pub mod ifaces {
    drr::ods! {
        def D_Dialect : Dialect { let name = "d"; }
        def D_NeedsWrap : OpInterface<"NeedsWrap"> { let cppNamespace = "::d"; }
        def D_Changes : OpInterface<"Changes"> { let cppNamespace = "::d"; }
        def D_MayNeedWrap : DeclareOpInterfaceMethods<D_NeedsWrap, ["needsWrap"]> {}
        def D_Local : Op<D_Dialect, "local", [DeclareOpInterfaceMethods<D_Changes>,
                                              DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
            let arguments = (ins I32:$x);
        }
    }
}

/// An ops file including the interfaces file.
pub mod ops {
    use super::ifaces::*;
    drr::ods! {
        include "DInterfaces.td";
        def D_Call : Op<D_Dialect, "call", [D_MayNeedWrap,
                                            DeclareOpInterfaceMethods<D_Changes, ["getChanged"]>,
                                            DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
            let arguments = (ins I32:$x);
        }
    }
    // `SymbolUserOpInterface`'s method is the op's (its C++ is in a `.cpp`
    // file); this one has no symbol to check.
    impl drr::ods::SymbolUser for D_Call {
        fn verify_symbol_uses(
            self,
            _: &drr::Context,
            _: &mut drr::SymbolTableCollection,
        ) -> Result<(), String> {
            Ok(())
        }
    }
}

#[test]
fn declared_interfaces_of_the_block_of_other_blocks_and_mlir() {
    let mut ctx = Context::new();
    ifaces::DDialect::register(&mut ctx);
    ops::DOps::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = "\"builtin.module\"() ({\n  %0 = \"test.c\"() : () -> i32\n  \"d.local\"(%0) : (i32) -> ()\n  \"d.call\"(%0) : (i32) -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    assert_eq!(print_op(&ctx, m, PrintOptions { debug_info: false }), src);
    let bad = "\"builtin.module\"() ({\n  %0 = \"test.c\"() : () -> i64\n  \"d.call\"(%0) : (i64) -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, bad, "bad.mlir").unwrap();
    assert_eq!(
        drr::verifier::verify(&ctx, m).unwrap_err()[0].message,
        "'d.call' op operand #0 must be 32-bit signless integer, but got 'i64'"
    );
}
