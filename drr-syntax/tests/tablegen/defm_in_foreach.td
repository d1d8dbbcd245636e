class C<string n, int v> { string Name = n; int V = v; }
multiclass M<int x> {
  def _a : C<NAME, x>;
  def _b : C<NAME # "_b", !add(x, 1)>;
}
foreach i = [1, 2, 3] in {
  defm Foo # i : M<i>;
}
foreach s = ["x", "y"] in
  defm s # Bar : M<7>;

class C1<string n> { string Name = n; }
multiclass Inner2<string p> {
  def NAME # _in : C1<NAME # p>;
  def _x : C1<p>;
}
multiclass Outer2<string q> {
  defm NAME # _o : Inner2<q>;
  defm _z : Inner2<q # NAME>;
  defm "" : Inner2<"e">;
}
defm Top : Outer2<"Q">;
defm : Outer2<"anon">;
