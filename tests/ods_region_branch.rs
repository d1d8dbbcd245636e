//! `RegionBranchOpInterface` on `ods!` ops: the op's `drr::ods::RegionBranch`
//! impl describes its control flow, and the verifier checks every edge as
//! MLIR 22's `detail::verifyRegionBranchOpInterface` does, once the ops
//! inside verified, after the structural region traits
//! (`SingleBlockImplicitTerminator`) and before the op's `verifyRegions`.
//! Terminators are the `ReturnLike` ops (every operand passed on) and the
//! `RegionBranchTerminatorOpInterface` ones (their
//! `drr::ods::RegionBranchTerminator` impl says which operands).
//!
//! The ops transcribe MLIR 22's `memref.alloca_scope` (`MemRefOps.td`),
//! `scf.while` with `scf.condition` and `scf.yield` (`SCFOps.td`), `gpu.yield`
//! and `async.execute` with `async.yield` (`AsyncOps.td`), their C++ `getSuccessorRegions`,
//! `getEntrySuccessorOperands`, `getMutableSuccessorOperands` and
//! `areTypesCompatible` in Rust. For each `tests/ods_region_branch/NAME.mlir`,
//! the standard error of the opt tool is what `mlir-opt-22
//! --mlir-print-op-generic NAME.mlir` printed there, recorded in
//! `NAME.stderr` (an empty file: the input verifies, and the output is
//! mlir-opt-22's, recorded in `NAME.out`).

use std::ops::Range;
use std::path::Path;

use drr::Context;
use drr::ods::{Op, RegionBranch, RegionBranchPoint, RegionSuccessor};

mod memref {
    drr::ods! {
        def MemRef_Dialect : Dialect { let name = "memref"; }
        class MemRef_Op<string mnemonic, list<Trait> traits = []> :
            Op<MemRef_Dialect, mnemonic, traits>;
        def MemRef_AllocaScopeOp : MemRef_Op<"alloca_scope",
              [AutomaticAllocationScope,
               DeclareOpInterfaceMethods<RegionBranchOpInterface>,
               SingleBlockImplicitTerminator<"AllocaScopeReturnOp">,
               RecursiveMemoryEffects,
               NoRegionArguments]> {
            let results = (outs Variadic<AnyType>:$results);
            let regions = (region SizedRegion<1>:$bodyRegion);
        }
        def MemRef_AllocaScopeReturnOp : MemRef_Op<"alloca_scope.return",
              [HasParent<"AllocaScopeOp">, Pure, ReturnLike, Terminator]> {
            let arguments = (ins Variadic<AnyType>:$results);
        }
    }
}

mod scf {
    drr::ods! {
        def SCF_Dialect : Dialect { let name = "scf"; }
        class SCF_Op<string mnemonic, list<Trait> traits = []> :
            Op<SCF_Dialect, mnemonic, traits>;
        def ConditionOp : SCF_Op<"condition", [
            HasParent<"WhileOp">,
            DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface, ["getSuccessorRegions"]>,
            Pure, Terminator]> {
            let arguments = (ins I1:$condition, Variadic<AnyType>:$args);
        }
        // The interface written plainly: the same check.
        def WhileOp : SCF_Op<"while", [RegionBranchOpInterface, RecursiveMemoryEffects, SingleBlock]> {
            let arguments = (ins Variadic<AnyType>:$inits);
            let results = (outs Variadic<AnyType>:$results);
            let regions = (region SizedRegion<1>:$before, SizedRegion<1>:$after);
        }
        def YieldOp : SCF_Op<"yield", [Pure, ReturnLike, Terminator, ParentOneOf<["WhileOp"]>]> {
            let arguments = (ins Variadic<AnyType>:$results);
        }
    }
}

mod gpu {
    drr::ods! {
        def GPU_Dialect : Dialect { let name = "gpu"; }
        def GPU_YieldOp : Op<GPU_Dialect, "yield", [Pure, ReturnLike, Terminator]> {
            let arguments = (ins Variadic<AnyType>:$values);
        }
    }
}

mod async_ {
    drr::ods! {
        def AsyncDialect : Dialect {
            let name = "async";
            let useDefaultTypePrinterParser = 1;
        }
        class Async_Type<string name, string typeMnemonic> : TypeDef<AsyncDialect, name> {
            let mnemonic = typeMnemonic;
        }
        def Async_TokenType : Async_Type<"Token", "token">;
        def Async_ValueType : Async_Type<"Value", "value"> {
            let parameters = (ins "Type":$valueType);
            let assemblyFormat = "`<` $valueType `>`";
        }
        def Async_ExecuteOp : Op<AsyncDialect, "execute", [
            SingleBlockImplicitTerminator<"YieldOp">,
            DeclareOpInterfaceMethods<RegionBranchOpInterface,
                                      ["getEntrySuccessorOperands", "areTypesCompatible"]>,
            AttrSizedOperandSegments, AutomaticAllocationScope, RecursiveMemoryEffects]> {
            let arguments = (ins Variadic<Async_TokenType>:$dependencies,
                                 Variadic<Async_ValueType>:$bodyOperands);
            let results = (outs Async_TokenType:$token, Variadic<Async_ValueType>:$bodyResults);
            let regions = (region SizedRegion<1>:$bodyRegion);
            let hasRegionVerifier = 1;
        }
        def Async_YieldOp : Op<AsyncDialect, "yield", [
            HasParent<"ExecuteOp">, Pure, Terminator,
            DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>]> {
            let arguments = (ins Variadic<AnyType>:$operands);
        }
    }
}

/// `getValueOrTokenType` of `ExecuteOp::areTypesCompatible`: the type an
/// `!async.value<T>` holds, else the type (the runtime keeps the dialect's
/// types as text).
fn unwrap_value(ctx: &Context, t: drr::Type) -> String {
    let text = drr::text::print_type(ctx, t);
    match text
        .strip_prefix("!async.value<")
        .and_then(|r| r.strip_suffix('>'))
    {
        Some(inner) => inner.to_string(),
        None => text,
    }
}

/// `ExecuteOp`: the body from the parent (receiving the value operands),
/// the results after the token from the body; an `!async.value<T>` flows
/// into a `T`.
impl RegionBranch for async_::Async_ExecuteOp {
    fn successor_regions(self, ctx: &Context, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point.region_number(ctx) {
            Some(0) => vec![RegionSuccessor::Parent],
            _ => vec![RegionSuccessor::Region(0)],
        }
    }
    fn entry_successor_operands(self, ctx: &Context, _: RegionSuccessor) -> Range<usize> {
        self.operand_group_range(ctx, 1)
    }
    fn successor_inputs(self, ctx: &Context, successor: RegionSuccessor) -> Range<usize> {
        let data = ctx.op(self.op());
        match successor {
            RegionSuccessor::Parent => 1..data.num_results(),
            RegionSuccessor::Region(_) => {
                let body = ctx.region(data.regions()[0]).blocks();
                0..body.first().map_or(0, |&b| ctx.block(b).args().len())
            }
        }
    }
    fn are_types_compatible(self, ctx: &Context, operand: drr::Type, input: drr::Type) -> bool {
        unwrap_value(ctx, operand) == unwrap_value(ctx, input)
    }
}

/// `ExecuteOp::verifyRegions`: the body's arguments are the operands'
/// value types. It runs after the interface's check: a parent edge of the
/// wrong type is reported by the interface.
impl drr::ods::RegionVerify for async_::Async_ExecuteOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        let data = ctx.op(self.op());
        let operands: Vec<String> = self
            .bodyOperands(ctx)
            .iter()
            .map(|v| unwrap_value(ctx, ctx.value_type(v)))
            .collect();
        let body = ctx.region(data.regions()[0]).blocks();
        let args: Vec<String> = body.first().map_or(Vec::new(), |&b| {
            let args = ctx.block(b).args();
            args.iter()
                .map(|&a| drr::text::print_type(ctx, ctx.value_type(a)))
                .collect()
        });
        if operands != args {
            return Err("async body region argument types do not match the execute operation arguments types".into());
        }
        Ok(())
    }
}

/// `YieldOp::getMutableSuccessorOperands`: all its operands (the
/// default).
impl drr::ods::RegionBranchTerminator for async_::Async_YieldOp {}

/// `AllocaScopeOp::getSuccessorRegions`: the body from the parent, the
/// op's results from the body.
impl RegionBranch for memref::MemRef_AllocaScopeOp {
    fn successor_regions(self, _: &Context, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::Region(0)],
            RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::Parent],
        }
    }
}

/// `WhileOp::getSuccessorRegions`: the parent and the `after` region go
/// to `before`; `before` to the results, then to `after`. Its entry
/// operands are its initial values.
impl RegionBranch for scf::WhileOp {
    fn successor_regions(self, ctx: &Context, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point.region_number(ctx) {
            None | Some(1) => vec![RegionSuccessor::Region(0)],
            Some(_) => vec![RegionSuccessor::Parent, RegionSuccessor::Region(1)],
        }
    }
    fn entry_successor_operands(self, ctx: &Context, _: RegionSuccessor) -> Range<usize> {
        self.operand_group_range(ctx, 0)
    }
}

/// `ConditionOp::getMutableSuccessorOperands`: the values after the
/// condition.
impl drr::ods::RegionBranchTerminator for scf::ConditionOp {
    fn successor_operands(self, ctx: &Context, _: RegionSuccessor) -> Range<usize> {
        self.operand_group_range(ctx, 1)
    }
}

/// Runs the opt tool on each input of `tests/ods_region_branch` and
/// compares its output with mlir-opt-22's.
#[test]
fn edges_verified_as_mlir_opt() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ods_region_branch");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/ods_region_branch")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".mlir").map(str::to_string))
        .collect();
    names.sort();
    assert!(names.len() >= 10, "{names:?}");
    let register = |ctx: &mut Context| {
        memref::MemrefDialect::register(ctx);
        scf::ScfDialect::register(ctx);
        gpu::GpuDialect::register(ctx);
        async_::AsyncDialect::register(ctx);
    };
    for name in names {
        let input = dir.join(format!("{name}.mlir"));
        let input = input.to_string_lossy().into_owned();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = drr::opt_tool::run_opt(
            "test-opt",
            [input.clone()],
            register,
            &[],
            &mut out,
            &mut err,
        );
        let err = String::from_utf8(err)
            .expect("UTF-8")
            .replace(&input, &format!("{name}.mlir"));
        let expected =
            std::fs::read_to_string(dir.join(format!("{name}.stderr"))).expect("expected");
        assert_eq!(err, expected, "{name}");
        if expected.is_empty() {
            assert_eq!(code, 0, "{name}");
            let printed = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("out");
            // mlir-opt ends its output with an empty line; the opt tool
            // of drr does not.
            let out = String::from_utf8(out).expect("UTF-8");
            assert_eq!(out.trim_end(), printed.trim_end(), "{name}");
        } else {
            assert_eq!(code, 1, "{name}: invalid IR");
        }
    }
}
