// PATTERNS: MakeRegionBranchOpSuccessorInputsDead,RemoveDuplicateSuccessorInputUses,RemoveDeadRegionBranchOpSuccessorInputs
func.func private @sink(index)

// Every region yields the same outer value for result 0; results 1 and 2
// always receive the same values; result 3 is unused.
func.func @results(%n: index, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:4 = scf.index_switch %n -> i32, i32, i32, i32
  case 1 {
    func.call @sink(%n) : (index) -> ()
    scf.yield %x, %y, %y, %x : i32, i32, i32, i32
  }
  case 4 {
    scf.yield %x, %x, %x, %y : i32, i32, i32, i32
  }
  default {
    scf.yield %x, %y, %y, %y : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// Negative: results that differ and are used.
func.func @kept(%n: index, %x: i32, %y: i32) -> i32 {
  %r = scf.index_switch %n -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %y : i32
  }
  return %r : i32
}
