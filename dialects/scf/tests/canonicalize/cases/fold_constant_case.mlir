// PATTERNS: FoldConstantCase
func.func private @sink(index)

// A constant matching a case: that case runs in place of the switch.
func.func @matching(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %r = scf.index_switch %c5 -> i32
  case 2 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 5 {
    %b = arith.addi %x, %x : i32
    func.call @sink(%c5) : (index) -> ()
    scf.yield %b : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

// A constant matching no case: the default region.
func.func @default(%x: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 2 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %b = arith.muli %x, %x : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// No results, a negative case value.
func.func @no_results() {
  %cm = arith.constant -3 : index
  scf.index_switch %cm
  case -3 {
    func.call @sink(%cm) : (index) -> ()
    scf.yield
  }
  default {
  }
  return
}

// Negative: the argument is not a constant.
func.func @not_constant(%n: index, %x: i32) -> i32 {
  %r = scf.index_switch %n -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
