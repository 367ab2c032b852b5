/** The hosted page's stylesheet and its one script, served from this service (no CDN, no inline code). */
export const CHECKOUT_CSS = `
*,*::before,*::after{box-sizing:border-box}
:root{--ink:#1b1f24;--muted:#57606a;--line:#d0d7de;--accent:#0b5cad;--bad:#b42318;--good:#067647;--bg:#f6f8fa}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
main{max-width:44rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1.25rem;margin:0 0 1rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}h2{font-size:1.125rem;margin:0 0 .75rem}
.merchant{color:var(--muted);margin:0}
.sandbox{background:#fff4d6;border:1px solid #e7c55a;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 1rem;font-size:.9rem}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem 0;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}tfoot th,tfoot td{border-top:1px solid var(--line)}
.total th,.total td{font-size:1.2rem;font-weight:700}
.tax{color:var(--muted);font-size:.9rem}
fieldset{border:0;padding:0;margin:0 0 1rem}legend{font-weight:600;margin-bottom:.5rem;padding:0}
.field{margin:0 0 .75rem}label{display:block;font-weight:500;margin-bottom:.25rem}
input[type=text],input[type=email],input[type=tel],select{width:100%;padding:.6rem .7rem;border:1px solid var(--line);border-radius:.5rem;font:inherit}
input:focus,select:focus,button:focus,a:focus{outline:3px solid #7fb3ea;outline-offset:1px}
input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--bad)}
.error{color:var(--bad);font-size:.9rem;margin:.25rem 0 0}.error:empty{display:none}
.hint{color:var(--muted);font-size:.85rem;margin:.25rem 0 0}
.method{border:1px solid var(--line);border-radius:.5rem;padding:.6rem .75rem;margin:0 0 .5rem}
.method>label{display:flex;gap:.5rem;align-items:center;margin:0;cursor:pointer}
.method-fields{margin-top:.75rem}
.method:has(input[type=radio]) .method-fields{display:none}
.method:has(input[type=radio]:checked) .method-fields{display:block}
.method:has(input[type=radio]:checked){border-color:var(--accent)}
button,.button{display:inline-block;width:100%;padding:.8rem 1rem;border:0;border-radius:.5rem;background:var(--accent);color:#fff;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button[disabled]{opacity:.7;cursor:progress}
.secondary{background:#fff;color:var(--accent);border:1px solid var(--accent)}
.alert{border-radius:.5rem;padding:.75rem;margin:0 0 1rem;background:#fdecea;color:var(--bad)}
.status{text-align:center}.status .icon{font-size:2.5rem}
.good{color:var(--good)}.bad{color:var(--bad)}
progress{width:100%;height:.5rem}
.amount{font-size:1.5rem;font-weight:700;margin:0 0 .75rem}
.test-cards ul{margin:.25rem 0 0;padding-left:1.25rem}
pre{text-align:left;white-space:pre-wrap;word-break:break-all;background:var(--bg);padding:.75rem;border-radius:.5rem;font-size:.85rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (min-width:40rem){main{padding:2rem 1rem}}
@media (prefers-reduced-motion:no-preference){button{transition:opacity .2s}}
`

export const CHECKOUT_JS = `
'use strict';
(function () {
  var form = document.querySelector('form[data-checkout]');
  if (!form) return;
  form.noValidate = true;
  function slot(input) { return document.getElementById(input.id + '-error'); }
  function active(input) {
    var method = input.closest('.method-fields');
    if (!method) return true;
    var radio = method.parentElement.querySelector('input[type=radio]');
    return !radio || radio.checked;
  }
  function luhn(text) {
    var digits = text.replace(/[\\s-]/g, '');
    if (!/^\\d{12,19}$/.test(digits)) return false;
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var n = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  // Checks beyond the pattern, as on the server: the card number's Luhn digit, an expiry not past.
  function extraProblem(input) {
    var kind = input.getAttribute('data-validate');
    var value = input.value.trim();
    if (!kind || value === '') return '';
    if (kind === 'luhn') return luhn(value) ? '' : 'This card number is not valid.';
    var expiry = /^(0[1-9]|1[0-2]) ?\\/ ?(\\d{2})$/.exec(value);
    if (!expiry) return 'Enter the expiry as MM/YY.';
    var now = new Date();
    var past = (2000 + Number(expiry[2])) * 12 + Number(expiry[1]) < now.getFullYear() * 12 + now.getMonth() + 1;
    return past ? 'This card has expired.' : '';
  }
  function check(input) {
    var s = slot(input);
    if (!s || !active(input)) return true;
    var missing = input.hasAttribute('data-required') && input.value.trim() === '';
    var extra = missing ? '' : extraProblem(input);
    var ok = !missing && !extra && input.checkValidity();
    s.textContent = ok ? '' : missing ? 'Please fill out this field.' : extra || input.validationMessage;
    input.setAttribute('aria-invalid', ok ? 'false' : 'true');
    return ok;
  }
  form.addEventListener('blur', function (e) {
    // Leaving a field for the Pay button: the submit check reports everything at once, and a
    // message appearing now would move the button out from under the pointer.
    if (e.relatedTarget && e.relatedTarget.type === 'submit') return;
    if (e.target.matches('input, select')) check(e.target);
  }, true);
  form.addEventListener('input', function (e) {
    if (e.target.getAttribute('aria-invalid') === 'true') check(e.target);
  });
  form.addEventListener('submit', function (e) {
    var first = null;
    form.querySelectorAll('input, select').forEach(function (input) {
      if (!check(input) && !first) first = input;
    });
    if (first) { e.preventDefault(); first.focus(); return; }
    var button = form.querySelector('button[type=submit]');
    if (button) { button.disabled = true; button.textContent = button.getAttribute('data-busy') || 'Processing…'; }
  });
})();
`
