// Multiclasses and defm.
class Inst<string asm, int size> {
  string Asm = asm;
  int Size = size;
}
multiclass Both<string base> {
  def _rr : Inst<base # " r, r", 2>;
  def _ri : Inst<base # " r, i", 4>;
  def NAME # _mem : Inst<!strconcat(base, " m"), 6>;
}
defm ADD : Both<"add">;
defm SUB : Both<"sub">;
multiclass Wrapped<string b> {
  defm W : Both<b # ".w">;
  def Plain : Inst<b, 1>;
}
defm Outer : Wrapped<"or">;
class Tag { bit Tagged = 1; }
defm Tg : Both<"tag">, Tag;
multiclass WithDefvar<int n> {
  defvar doubled = !mul(n, 2);
  foreach i = [1, 2] in
    def _ # i : Inst<"x", !add(doubled, i)>;
}
defm DV : WithDefvar<5>;
multiclass Trail<int w> {
  def _ # NAME # : Inst<"t", w>;
}
defm tr : Trail<3>;
