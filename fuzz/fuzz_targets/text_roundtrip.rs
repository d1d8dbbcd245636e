//! Parses arbitrary bytes as a generic-form module with the test dialect,
//! the arith and scf dialects registered; a module that parses is verified
//! and printed, and the printed text must parse again and print the same
//! (the printer's output is a fixpoint). Nothing may panic or hang.
#![no_main]

use drr::text::{PrintOptions, parse_module, print_op};
use libfuzzer_sys::fuzz_target;

fn context() -> drr::Context {
    let mut ctx = drr_test_dialect::pipeline::context();
    drr_arith::ops::ArithDialect::register(&mut ctx);
    drr_scf::register(&mut ctx);
    ctx
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = context();
    let Ok(module) = parse_module(&mut ctx, text, "fuzz.mlir") else {
        return;
    };
    let _ = drr::verifier::verify(&ctx, module);
    for debug_info in [false, true] {
        let printed = print_op(&ctx, module, PrintOptions { debug_info });
        let mut again = context();
        let reparsed = match parse_module(&mut again, &printed, "printed.mlir") {
            Ok(m) => m,
            // MLIR prints the indices of `sparse<[1, 1], …>` of a 1-d
            // tensor as the splat `1`, which it then rejects with this
            // message; drr prints and rejects exactly the same.
            Err(e) if e.message.contains("inferred shape of indices literal") => return,
            Err(e) => panic!("printed text does not parse: {e:?}\n{printed}"),
        };
        let reprinted = print_op(&again, reparsed, PrintOptions { debug_info });
        assert_eq!(printed, reprinted, "printing is not a fixpoint");
    }
});
