// A chain of branches on one condition (cf.cond_br's truth propagation
// looks for the condition's uses in each destination among all of them):
// uses in the destinations, several in one block and in its terminator,
// none in others, and uses past the chain.
func.func @chain(%c: i1, %a: i32, %b: i32) -> (i32, i1) {
  cf.br ^h0(%a : i32)
^h0(%x0: i32):
  cf.cond_br %c, ^l0, ^r0
^l0:
  %s0 = arith.select %c, %x0, %b : i32
  %t0 = arith.select %c, %s0, %a : i32
  cf.br ^h1(%t0 : i32)
^r0:
  %m0 = arith.muli %x0, %b : i32
  cf.br ^h1(%m0 : i32)
^h1(%x1: i32):
  cf.cond_br %c, ^l1, ^r1
^l1:
  %p1 = arith.addi %x1, %a : i32
  cf.br ^h2(%p1 : i32)
^r1:
  %e1 = arith.extui %c : i1 to i32
  %q1 = arith.addi %x1, %e1 : i32
  cf.br ^h2(%q1 : i32)
^h2(%x2: i32):
  %n = arith.xori %c, %c : i1
  cf.cond_br %c, ^l2(%c : i1), ^r2
^l2(%k: i1):
  return %x2, %k : i32, i1
^r2:
  return %x2, %c : i32, i1
}
