// Patterns of arith, cf and func selected by MLIR's debug names
// (`enable-patterns`/`disable-patterns`); see ../pattern_names.rs.
func.func @cmpi_of_extsi(%a: i8, %b: i8) -> i1 {
  %x = arith.extsi %a : i8 to i64
  %y = arith.extsi %b : i8 to i64
  %r = arith.cmpi ne, %x, %y : i64
  return %r : i1
}

func.func @select_to_extui(%c: i1) -> i32 {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %r = arith.select %c, %one, %zero : i32
  return %r : i32
}

func.func @add_of_add_constant(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %r = arith.addi %x, %c2 : i32
  return %r : i32
}

func.func @switch_on_constant() -> i32 {
  %flag = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%c10 : i32),
    1: ^bb1(%c20 : i32)
  ]
^bb1(%v: i32):
  return %v : i32
}

func.func @cond_br_on_constant(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%v: i32):
  return %v : i32
}
