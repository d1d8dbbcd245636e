// `!foreach` over a DAG maps the operator and every argument, walking
// into nested DAG arguments; an unchanged DAG keeps its operator name.
def src;
def dst;
def leaf;
class Rename<dag d> {
  dag swapped = !foreach(x, d, !subst(src, dst, x));
  list<dag> each = !foreach(p, [d], !foreach(x, p, !subst(leaf, dst, x)));
}
def Flat : Rename<(src leaf:$a, src:$b)>;
def Nested : Rename<(src (src leaf:$i):$inner, (leaf src))>;
def Untouched : Rename<(dst:$op leaf:$a)>;
def Renamed : Rename<(src:$op leaf:$a)>;
