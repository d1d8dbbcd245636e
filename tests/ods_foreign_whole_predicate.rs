//! A predicate record of another block given as a constraint's whole
//! predicate, not inside `And<[…]>`: VAST's `Utils.td` defines `def
//! HasOneBlock : CPred<"$_self.hasOneBlock()">;` and its ops files write
//! `def EnumRegion : Region<HasOneBlock, "enum constants region">;`. With
//! the `include` line the record is fetched and compiled in the using block,
//! as it is inside `And<[…]>`; before, rustc reported ``expected value, found
//! macro `HasOneBlock` `` at the name.

use drr::Context;
use drr::text::parse_module;

pub mod utils {
    drr::ods! {
        def HasOneBlock : CPred<|ctx: &drr::Context, r: drr::RegionId|
            ctx.region(r).blocks().len() == 1>;
        def IsI32 : CPred<|ctx: &drr::Context, t: drr::Type|
            drr::ods::type_to_string(ctx, t) == "i32">;
    }
}

pub mod ops {
    use super::utils::*;
    drr::ods! {
        include "utils.td";
        def W_Dialect : Dialect { let name = "w"; }
        def OneBlockRegion : Region<HasOneBlock, "one-block region">;
        def MyI32 : Type<IsI32, "my i32">;
        def AOp : Op<W_Dialect, "a"> {
            let arguments = (ins MyI32:$x);
            let regions = (region OneBlockRegion:$body);
        }
    }
}

fn verify(src: &str) -> Vec<String> {
    let mut ctx = Context::new();
    ops::WDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.into_iter().map(|e| e.message).collect(),
    }
}

#[test]
fn the_fetched_predicates_check_region_and_type() {
    let one_block = "%0 = \"test.c\"() : () -> i32\n\"w.a\"(%0) ({\n  \"test.t\"() : () -> ()\n}) : (i32) -> ()\n";
    assert_eq!(verify(one_block), Vec::<String>::new());
    let no_block = "%0 = \"test.c\"() : () -> i32\n\"w.a\"(%0) ({\n}) : (i32) -> ()\n";
    assert_eq!(
        verify(no_block),
        ["'w.a' op region #0 ('body') failed to verify constraint: one-block region"]
    );
    let wrong_type = "%0 = \"test.c\"() : () -> i64\n\"w.a\"(%0) ({\n  \"test.t\"() : () -> ()\n}) : (i64) -> ()\n";
    assert_eq!(
        verify(wrong_type),
        ["'w.a' op operand #0 must be my i32, but got 'i64'"]
    );
}
