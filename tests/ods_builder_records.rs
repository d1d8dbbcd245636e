//! Builder records: `def B : OpBuilder<(ins …), body>` on its own (LLVM's
//! `LLVM_OneResultOpBuilder`, TOSA's quantization builders), named by ops
//! and classes in `let builders = [B]`, with `CArg<"Type", "default">`
//! parameters (the default is C++: the parameter is required in Rust). The
//! record stands for its `OpBuilder<…>`: each op naming it gets the builder
//! `build_from_<parameters>`.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Value};

drr::ods! {
    def Br_Dialect : Dialect { let name = "br"; }

    def Br_OneResultBuilder : OpBuilder<(ins "Type":$resultType, "ValueRange":$operands,
        CArg<"ArrayRef<NamedAttribute>", "{}">:$attributes), {
        Self::build($_builder, $_loc, &[resultType], operands, attributes)
    }>;

    class Br_Op<string mnemonic> : Op<Br_Dialect, mnemonic> {
        let builders = [Br_OneResultBuilder];
    }
    def Br_AddOp : Br_Op<"add"> {
        let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
        let results = (outs AnyInteger:$res);
    }
    def Br_NegOp : Op<Br_Dialect, "neg"> {
        let arguments = (ins AnyInteger:$x);
        let results = (outs AnyInteger:$res);
        let builders = [Br_OneResultBuilder];
    }
    def Br_SourceOp : Op<Br_Dialect, "source"> {
        let results = (outs I32:$res);
    }
}

#[test]
fn ops_and_classes_naming_a_builder_record_get_its_builder() {
    let mut ctx = Context::new();
    BrDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  %0 = \"br.source\"() : () -> i32\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    let source = ctx.op(m).regions()[0];
    let block = ctx.region(source).blocks()[0];
    let first = ctx.block(block).first_op().unwrap();
    let x: Value = ctx.op(first).results()[0];
    let loc = ctx.unknown_loc();
    let i32t = ctx.int_type(32);
    // The class's builder (`Br_Op`) and the op's own `let builders`.
    let st = Br_AddOp::build_from_resultType_operands_attributes(&mut ctx, loc, i32t, &[x, x], &[]);
    let add = ctx.create_op(st).unwrap();
    ctx.append_op(block, add).unwrap();
    let sum: Value = ctx.op(add).results()[0];
    let st = Br_NegOp::build_from_resultType_operands_attributes(&mut ctx, loc, i32t, &[sum], &[]);
    let neg = ctx.create_op(st).unwrap();
    ctx.append_op(block, neg).unwrap();
    assert!(drr::verifier::verify(&ctx, m).is_ok());
    assert_eq!(
        print_op(&ctx, m, PrintOptions::default()),
        "\"builtin.module\"() ({\n  %0 = \"br.source\"() : () -> i32\n  %1 = \"br.add\"(%0, %0) : (i32, i32) -> i32\n  %2 = \"br.neg\"(%1) : (i32) -> i32\n}) : () -> ()\n"
    );
}
