//! Memory effects of `ods!` ops, as MLIR's rules read them: an op that
//! lists `MemoryEffects<[…]>` or decorates operands and results with effects
//! (`Arg<…, "", [MemRead]>`, `Res<…, "", [MemAlloc]>`) implements the effect
//! interface. With only reads it is trivially dead once unused and CSE
//! merges two of them with no possible write between them; an allocation
//! unused is dead too; a write (or an op without the interface) between two
//! reads keeps them apart, an allocation or a free does not. The ops below
//! mirror the effects of MLIR's `memref.load`, `store`, `alloc` and
//! `dealloc` (their other arguments left out); the expected outputs were
//! recorded from mlir-opt-22 on the same generic input with the real ops.

use drr::Context;

drr::ods! {
    def MemRef_Dialect : Dialect {
        let name = "memref";
        let cppNamespace = "::mlir::memref";
    }
    class MemRef_Op<string m, list<Trait> t = []> : Op<MemRef_Dialect, m, t>;
    def MemRef_LoadOp : MemRef_Op<"load"> {
        let arguments = (ins Arg<AnyMemRef, "the reference to load from", [MemRead]>:$memref,
                             Variadic<Index>:$indices);
        let results = (outs AnyType:$result);
    }
    def MemRef_StoreOp : MemRef_Op<"store"> {
        let arguments = (ins AnyType:$value,
                             Arg<AnyMemRef, "the reference to store to", [MemWrite]>:$memref,
                             Variadic<Index>:$indices);
    }
    def MemRef_AllocOp : MemRef_Op<"alloc", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<Index>:$dynamicSizes, Variadic<Index>:$symbolOperands,
                             ConfinedAttr<OptionalAttr<I64Attr>, [IntMinValue<0>]>:$alignment);
        let results = (outs Res<AnyMemRef, "", [MemAlloc<DefaultResource, 0, FullEffect>]>:$memref);
    }
    def MemRef_DeallocOp : MemRef_Op<"dealloc"> {
        let arguments = (ins Arg<AnyMemRef, "", [MemFree]>:$memref);
    }
    def MemRef_PeekOp : MemRef_Op<"peek", [MemoryEffects<[MemRead]>]> {
        let arguments = (ins AnyMemRef:$memref);
        let results = (outs I32:$result);
    }
    def MemRef_PokeOp : MemRef_Op<"poke", [MemoryEffects<[MemRead, MemWrite]>]> {
        let arguments = (ins AnyMemRef:$memref);
    }
}

/// The tool's output for `flags` on `input` (a file written for the run).
fn run(flags: &[&str], name: &str, input: &str) -> String {
    let path = std::env::temp_dir().join(format!("drr-effects-{}-{name}.mlir", std::process::id()));
    std::fs::write(&path, input).expect("temporary file");
    let args = flags
        .iter()
        .map(|f| f.to_string())
        .chain([path.to_string_lossy().into_owned()]);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = drr::opt_tool::run_opt(
        "effects-opt",
        args,
        |ctx: &mut Context| MemrefDialect::register(ctx),
        &[],
        &mut out,
        &mut err,
    );
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    String::from_utf8(out).expect("UTF-8")
}

const LOADS: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i32):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %1 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "memref.store"(%arg2, %arg0, %arg1) : (i32, memref<4xi32>, index) -> ()
    %2 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %3 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %4 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %7 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "memref.dealloc"(%6) : (memref<4xi32>) -> ()
    %8 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "func.return"(%0, %1, %2, %7) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn cse_merges_reads_without_a_write_between_and_erases_dead_ones() {
    // mlir-opt-22 --cse: %1 is %0; the store keeps %2 apart; %3 is %2;
    // %7 is %2 too (only an allocation between); the unused load %4, the
    // unused allocation %5 and the load %8 are erased as trivially dead.
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i32) -> (i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i32):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "memref.store"(%arg2, %arg0, %arg1) : (i32, memref<4xi32>, index) -> ()
    %1 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    "memref.dealloc"(%2) : (memref<4xi32>) -> ()
    "func.return"(%0, %0, %1, %1) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run(&["--cse"], "cse", LOADS), expected);
}

#[test]
fn canonicalize_erases_unused_reads_and_allocations() {
    let input = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i32) -> (i32, i32), sym_name = "g"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i32):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %1 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    "memref.store"(%arg2, %arg0, %arg1) : (i32, memref<4xi32>, index) -> ()
    %3 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "func.return"(%0, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i32) -> (i32, i32), sym_name = "g"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i32):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "memref.store"(%arg2, %arg0, %arg1) : (i32, memref<4xi32>, index) -> ()
    %1 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run(&["--canonicalize"], "canon", input), expected);
}

#[test]
fn memory_effects_trait_lists_count_like_decorators() {
    let input = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> (i32, i32, i32), sym_name = "h"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "memref.peek"(%arg0) : (memref<4xi32>) -> i32
    %1 = "memref.peek"(%arg0) : (memref<4xi32>) -> i32
    %2 = "memref.peek"(%arg0) : (memref<4xi32>) -> i32
    "memref.poke"(%arg0) : (memref<4xi32>) -> ()
    %3 = "memref.peek"(%arg0) : (memref<4xi32>) -> i32
    "func.return"(%0, %1, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    // Read-only `peek`: %1 merged into %0, %2 unused and erased; `poke`
    // writes, so %3 stays.
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>) -> (i32, i32, i32), sym_name = "h"}> ({
  ^bb0(%arg0: memref<4xi32>):
    %0 = "memref.peek"(%arg0) : (memref<4xi32>) -> i32
    "memref.poke"(%arg0) : (memref<4xi32>) -> ()
    %1 = "memref.peek"(%arg0) : (memref<4xi32>) -> i32
    "func.return"(%0, %0, %1) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(run(&["--cse"], "trait", input), expected);
    // The flags behind it: `peek` reads only, `poke` also writes.
    let (peek, poke) = (
        MemRef_PeekOp::DEFINITION.traits,
        MemRef_PokeOp::DEFINITION.traits,
    );
    assert!(peek.contains(drr::OpTraits::EFFECTS_READ_ONLY));
    assert!(peek.contains(drr::OpTraits::EFFECTS_DROPPABLE));
    assert!(!poke.contains(drr::OpTraits::EFFECTS_READ_ONLY));
    assert!(!poke.contains(drr::OpTraits::EFFECTS_DROPPABLE));
    assert!(!poke.contains(drr::OpTraits::EFFECTS_NO_WRITE));
    let alloc = MemRef_AllocOp::DEFINITION.traits;
    assert!(alloc.contains(drr::OpTraits::EFFECTS_DROPPABLE));
    assert!(alloc.contains(drr::OpTraits::EFFECTS_NO_WRITE));
    assert!(!alloc.contains(drr::OpTraits::EFFECTS_READ_ONLY));
}
