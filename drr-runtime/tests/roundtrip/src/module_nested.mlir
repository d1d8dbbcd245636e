// Explicit top-level module with attributes; nested modules (named, empty, with visibility); modules inside other ops.
module @top attributes {t.top_attr = 1 : i32, t.unit} {
  module @inner {
    func.func @f() {
      return
    }
  }
  module {
  }
  module @private_mod attributes {sym_visibility = "private"} {
    "t.op"() : () -> ()
  }
  "t.holder"() ({
    module @in_region {
      "t.deep"() : () -> ()
    }
  }) : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {t.generic} : () -> ()
}
