// OPTIONS: max-num-rewrites=2 max-iterations=1
// At most two pattern rewrites in the one iteration (folds do not count):
// the rest of the add chain, the select and the nested ifs stay.
func.func @chain(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %x, %c2 : i32
  %z = arith.addi %y, %c1 : i32
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %s = arith.select %n, %z, %b : i32
  %w = arith.subi %z, %c2 : i32
  %v = arith.addi %w, %c1 : i32
  return %s, %v : i32, i32
}

func.func @nested_ifs(%c: i1, %d: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %p = scf.if %d -> i32 {
      %k = arith.constant 1 : i32
      scf.yield %k : i32
    } else {
      %k = arith.constant 2 : i32
      scf.yield %k : i32
    }
    %q = arith.constant 3 : i32
    scf.yield %p, %q : i32, i32
  } else {
    %k = arith.constant 4 : i32
    %q = arith.constant 3 : i32
    scf.yield %k, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
