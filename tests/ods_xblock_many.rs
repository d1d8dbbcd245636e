//! A block naming 90 constraint records of another block: they are fetched
//! in one chain of macro calls (N + 2 expansions deep), well within rustc's
//! default `recursion_limit` of 128 (fetching them one per round, two
//! expansions each, would exceed it).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The base block: `90` type constraints, `B_T<n>` accepting integers of
/// width `n + 1`.
pub mod base {
    /// The width of `t` if it is an integer.
    pub fn width(ctx: &drr::Context, t: drr::Type) -> Option<u32> {
        match ctx.type_data(t) {
            drr::TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
    drr::ods! {
        def B_T0 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(1), "1-bit integer">;
        def B_T1 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(2), "2-bit integer">;
        def B_T2 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(3), "3-bit integer">;
        def B_T3 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(4), "4-bit integer">;
        def B_T4 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(5), "5-bit integer">;
        def B_T5 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(6), "6-bit integer">;
        def B_T6 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(7), "7-bit integer">;
        def B_T7 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(8), "8-bit integer">;
        def B_T8 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(9), "9-bit integer">;
        def B_T9 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(10), "10-bit integer">;
        def B_T10 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(11), "11-bit integer">;
        def B_T11 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(12), "12-bit integer">;
        def B_T12 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(13), "13-bit integer">;
        def B_T13 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(14), "14-bit integer">;
        def B_T14 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(15), "15-bit integer">;
        def B_T15 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(16), "16-bit integer">;
        def B_T16 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(17), "17-bit integer">;
        def B_T17 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(18), "18-bit integer">;
        def B_T18 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(19), "19-bit integer">;
        def B_T19 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(20), "20-bit integer">;
        def B_T20 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(21), "21-bit integer">;
        def B_T21 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(22), "22-bit integer">;
        def B_T22 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(23), "23-bit integer">;
        def B_T23 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(24), "24-bit integer">;
        def B_T24 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(25), "25-bit integer">;
        def B_T25 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(26), "26-bit integer">;
        def B_T26 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(27), "27-bit integer">;
        def B_T27 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(28), "28-bit integer">;
        def B_T28 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(29), "29-bit integer">;
        def B_T29 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(30), "30-bit integer">;
        def B_T30 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(31), "31-bit integer">;
        def B_T31 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(32), "32-bit integer">;
        def B_T32 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(33), "33-bit integer">;
        def B_T33 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(34), "34-bit integer">;
        def B_T34 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(35), "35-bit integer">;
        def B_T35 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(36), "36-bit integer">;
        def B_T36 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(37), "37-bit integer">;
        def B_T37 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(38), "38-bit integer">;
        def B_T38 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(39), "39-bit integer">;
        def B_T39 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(40), "40-bit integer">;
        def B_T40 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(41), "41-bit integer">;
        def B_T41 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(42), "42-bit integer">;
        def B_T42 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(43), "43-bit integer">;
        def B_T43 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(44), "44-bit integer">;
        def B_T44 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(45), "45-bit integer">;
        def B_T45 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(46), "46-bit integer">;
        def B_T46 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(47), "47-bit integer">;
        def B_T47 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(48), "48-bit integer">;
        def B_T48 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(49), "49-bit integer">;
        def B_T49 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(50), "50-bit integer">;
        def B_T50 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(51), "51-bit integer">;
        def B_T51 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(52), "52-bit integer">;
        def B_T52 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(53), "53-bit integer">;
        def B_T53 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(54), "54-bit integer">;
        def B_T54 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(55), "55-bit integer">;
        def B_T55 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(56), "56-bit integer">;
        def B_T56 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(57), "57-bit integer">;
        def B_T57 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(58), "58-bit integer">;
        def B_T58 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(59), "59-bit integer">;
        def B_T59 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(60), "60-bit integer">;
        def B_T60 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(61), "61-bit integer">;
        def B_T61 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(62), "62-bit integer">;
        def B_T62 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(63), "63-bit integer">;
        def B_T63 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(64), "64-bit integer">;
        def B_T64 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(65), "65-bit integer">;
        def B_T65 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(66), "66-bit integer">;
        def B_T66 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(67), "67-bit integer">;
        def B_T67 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(68), "68-bit integer">;
        def B_T68 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(69), "69-bit integer">;
        def B_T69 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(70), "70-bit integer">;
        def B_T70 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(71), "71-bit integer">;
        def B_T71 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(72), "72-bit integer">;
        def B_T72 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(73), "73-bit integer">;
        def B_T73 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(74), "74-bit integer">;
        def B_T74 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(75), "75-bit integer">;
        def B_T75 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(76), "76-bit integer">;
        def B_T76 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(77), "77-bit integer">;
        def B_T77 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(78), "78-bit integer">;
        def B_T78 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(79), "79-bit integer">;
        def B_T79 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(80), "80-bit integer">;
        def B_T80 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(81), "81-bit integer">;
        def B_T81 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(82), "82-bit integer">;
        def B_T82 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(83), "83-bit integer">;
        def B_T83 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(84), "84-bit integer">;
        def B_T84 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(85), "85-bit integer">;
        def B_T85 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(86), "86-bit integer">;
        def B_T86 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(87), "87-bit integer">;
        def B_T87 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(88), "88-bit integer">;
        def B_T88 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(89), "89-bit integer">;
        def B_T89 : TypeConstraint<|ctx: &drr::Context, t: drr::Type| crate::base::width(ctx, t) == Some(90), "90-bit integer">;
    }
}

use base::*;

drr::ods! {
    include "base.td";
    def U_Dialect : Dialect { let name = "u"; }
    def U_Op : Op<U_Dialect, "op"> {
        let arguments = (ins
            B_T0:$x0, B_T1:$x1, B_T2:$x2, B_T3:$x3, B_T4:$x4, B_T5:$x5, B_T6:$x6, B_T7:$x7, B_T8:$x8,
            B_T9:$x9, B_T10:$x10, B_T11:$x11, B_T12:$x12, B_T13:$x13, B_T14:$x14, B_T15:$x15,
            B_T16:$x16, B_T17:$x17, B_T18:$x18, B_T19:$x19, B_T20:$x20, B_T21:$x21, B_T22:$x22,
            B_T23:$x23, B_T24:$x24, B_T25:$x25, B_T26:$x26, B_T27:$x27, B_T28:$x28, B_T29:$x29,
            B_T30:$x30, B_T31:$x31, B_T32:$x32, B_T33:$x33, B_T34:$x34, B_T35:$x35, B_T36:$x36,
            B_T37:$x37, B_T38:$x38, B_T39:$x39, B_T40:$x40, B_T41:$x41, B_T42:$x42, B_T43:$x43,
            B_T44:$x44, B_T45:$x45, B_T46:$x46, B_T47:$x47, B_T48:$x48, B_T49:$x49, B_T50:$x50,
            B_T51:$x51, B_T52:$x52, B_T53:$x53, B_T54:$x54, B_T55:$x55, B_T56:$x56, B_T57:$x57,
            B_T58:$x58, B_T59:$x59, B_T60:$x60, B_T61:$x61, B_T62:$x62, B_T63:$x63, B_T64:$x64,
            B_T65:$x65, B_T66:$x66, B_T67:$x67, B_T68:$x68, B_T69:$x69, B_T70:$x70, B_T71:$x71,
            B_T72:$x72, B_T73:$x73, B_T74:$x74, B_T75:$x75, B_T76:$x76, B_T77:$x77, B_T78:$x78,
            B_T79:$x79, B_T80:$x80, B_T81:$x81, B_T82:$x82, B_T83:$x83, B_T84:$x84, B_T85:$x85,
            B_T86:$x86, B_T87:$x87, B_T88:$x88, B_T89:$x89
        );
    }
}

fn check(types: &str, args: &str, operands: &str) -> Result<String, String> {
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({args}):\n    \"u.op\"({operands}) : ({types}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let mut ctx = Context::new();
    UDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn ninety_records_of_another_block() {
    let n = 90;
    let types: Vec<String> = (1..=n).map(|w| format!("i{w}")).collect();
    let args: Vec<String> = (0..n).map(|i| format!("%arg{i}: i{}", i + 1)).collect();
    let operands: Vec<String> = (0..n).map(|i| format!("%arg{i}")).collect();
    assert!(check(&types.join(", "), &args.join(", "), &operands.join(", ")).is_ok());
    // The last operand with the wrong width: the last record's summary.
    let mut types = types;
    let mut args = args;
    types[n - 1] = "i1".to_string();
    args[n - 1] = format!("%arg{}: i1", n - 1);
    assert_eq!(
        check(&types.join(", "), &args.join(", "), &operands.join(", ")).unwrap_err(),
        format!(
            "'u.op' op operand #{} must be {n}-bit integer, but got 'i1'",
            n - 1
        )
    );
}
