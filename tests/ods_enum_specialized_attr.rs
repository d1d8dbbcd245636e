//! An integer or bit enum attribute used directly as an op argument
//! (`MPI_ReductionOpEnum:$op` in MLIR 22's `MPIOps.td`): ODS generates the
//! enum's specialized attribute class (`genSpecializedAttr`, 1 by
//! default), the argument stores it, and its `classof` is the whole
//! constraint, so `<{op = 42 : i32}>` is rejected when the properties are
//! read, before the verifier. With `genSpecializedAttr = 0` the storage is
//! a plain `IntegerAttr` and the verifier reports the value. The messages
//! of `mpi.allreduce` were recorded from mlir-opt-22; the others follow
//! the same ODS definitions.

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def MPI_Dialect : Dialect { let name = "mpi"; }
    def MPI_Comm : TypeDef<MPI_Dialect, "Comm"> { let mnemonic = "comm"; }
    def MPI_OpNull : I32EnumAttrCase<"MPI_OP_NULL", 0, "MPI_OP_NULL">;
    def MPI_OpMax : I32EnumAttrCase<"MPI_MAX", 1, "MPI_MAX">;
    def MPI_OpSum : I32EnumAttrCase<"MPI_SUM", 3, "MPI_SUM">;
    def MPI_ReductionOpEnum : I32EnumAttr<"MPI_ReductionOpEnum", "MPI operation class",
                                          [MPI_OpNull, MPI_OpMax, MPI_OpSum]> {
      let cppNamespace = "::mlir::mpi";
    }
    def PlainEnum : I32EnumAttr<"PlainEnum", "MPI operation class (plain)",
                                [MPI_OpNull, MPI_OpMax, MPI_OpSum]> {
      let cppNamespace = "::mlir::mpi";
      let genSpecializedAttr = 0;
    }
    def Flags : I32BitEnumAttr<"Flags", "flags", [
      I32BitEnumAttrCaseBit<"a", 0>, I32BitEnumAttrCaseBit<"b", 1>]>;
    def MPI_AllReduceOp : Op<MPI_Dialect, "allreduce"> {
      let arguments = (ins AnyMemRef:$sendbuf, AnyMemRef:$recvbuf,
                           MPI_ReductionOpEnum:$op, MPI_Comm:$comm);
    }
    def MPI_PlainOp : Op<MPI_Dialect, "plain"> {
      let arguments = (ins PlainEnum:$op, OptionalAttr<Flags>:$flags);
    }
}

fn run(op: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    MpiDialect::register(&mut ctx);
    let src = format!(
        "\"func.func\"() <{{function_type = (memref<100xf32>, !mpi.comm) -> (), sym_name = \"f\"}}> ({{\n^bb0(%ref: memref<100xf32>, %c: !mpi.comm):\n  {op}\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn a_value_that_is_no_case_fails_when_read() {
    run(r#""mpi.allreduce"(%ref, %ref, %c) <{op = 3 : i32}> : (memref<100xf32>, memref<100xf32>, !mpi.comm) -> ()"#)
        .expect("MPI_SUM");
    assert_eq!(
        run(r#""mpi.allreduce"(%ref, %ref, %c) <{op = 42 : i32}> : (memref<100xf32>, memref<100xf32>, !mpi.comm) -> ()"#),
        Err("3:3: invalid properties {op = 42 : i32} for op mpi.allreduce: Invalid attribute `op` in property conversion: 42 : i32".to_string())
    );
    assert_eq!(
        run(r#""mpi.plain"() <{op = 0 : i32, flags = 4 : i32}> : () -> ()"#),
        Err("3:3: invalid properties {flags = 4 : i32, op = 0 : i32} for op mpi.plain: Invalid attribute `flags` in property conversion: 4 : i32".to_string())
    );
}

#[test]
fn without_the_specialized_class_the_verifier_reports_it() {
    assert_eq!(
        run(r#""mpi.plain"() <{op = 42 : i32}> : () -> ()"#),
        Err("'mpi.plain' op attribute 'op' failed to satisfy constraint: MPI operation class (plain)".to_string())
    );
}
