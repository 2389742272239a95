/**
 * The CMS's `bilingual` widget: a text in English and in Tamil, side by side, for the `{ en, ta }` fields of
 * the content files. Its limits and messages come from the schemas through config.yml (src/cms/fields.ts):
 * the CMS refuses to save what the build would refuse, in the same words. Plain browser JavaScript on Decap
 * CMS's globals (CMS, h, createClass): it is served as is at /admin/content/widgets.js.
 */
/* global CMS, h, createClass */
(function () {
  'use strict';
  // The preview pane is a frame of its own: it gets our styles too (the Tamil font above all).
  var here = document.currentScript ? document.currentScript.src.replace(/[^/]*$/, '') : '/admin/content/';
  CMS.registerPreviewStyle(here + 'widgets.css');

  var LANGUAGES = [
    { key: 'en', name: 'English' },
    { key: 'ta', name: 'தமிழ்' },
  ];

  /** A field option as plain data (Decap hands the field's options over as Immutable.js maps). */
  function option(field, key) {
    var value = field.get(key);
    return value && typeof value.toJS === 'function' ? value.toJS() : value;
  }

  /** One language's text of the value ({ en, ta } as a map or an object; '' for a decorative picture's alt). */
  function textOf(value, key) {
    if (!value || typeof value !== 'object') return '';
    var text = typeof value.get === 'function' ? value.get(key) : value[key];
    return typeof text === 'string' ? text : '';
  }

  /** What the schema says is wrong with one language's text, or null. */
  function problem(limits, text) {
    var measured = limits.trim ? text.trim() : text;
    if (measured.length === 0) return limits.messages.missing;
    if (measured.length < limits.min) return limits.messages.tooShort;
    if (measured.length > limits.max) return limits.messages.tooLong;
    return null;
  }

  var BilingualControl = createClass({
    isValid: function () {
      var field = this.props.field;
      var value = this.props.value;
      var optional = field.get('required') === false;
      if (optional && !textOf(value, 'en').trim() && !textOf(value, 'ta').trim()) return true;
      var problems = LANGUAGES.map(function (language) {
        return problem(option(field, language.key), textOf(value, language.key));
      }).filter(Boolean);
      return problems.length ? { error: { message: problems.join(' ') } } : true;
    },

    change: function (key, text) {
      var next = { en: textOf(this.props.value, 'en'), ta: textOf(this.props.value, 'ta') };
      next[key] = text;
      var field = this.props.field;
      // Both left empty in an optional field: the file gets the field's empty form ('' for a decorative
      // picture's alt) or none at all.
      if (field.get('required') === false && !next.en && !next.ta) {
        this.props.onChange(field.has('empty') ? field.get('empty') : undefined);
        return;
      }
      this.props.onChange(next);
    },

    render: function () {
      var props = this.props;
      var change = this.change;
      var field = props.field;
      var label = field.get('label');
      var multiline = field.get('multiline') === true;
      return h(
        'div',
        { className: 'bilingual' },
        LANGUAGES.map((language, i) => {
          var limits = option(field, language.key);
          var id = i === 0 ? props.forID : props.forID + '-' + language.key;
          var text = textOf(props.value, language.key);
          return h(
            'div',
            { key: language.key, className: 'bilingual-language' },
            h('label', { htmlFor: id, className: 'bilingual-name' }, language.name),
            h(multiline ? 'textarea' : 'input', {
              id: id,
              lang: language.key,
              'aria-label': label + ' (' + language.name + ')',
              className: 'bilingual-input',
              value: text,
              rows: multiline ? 4 : undefined,
              onChange: (event) => change.call(this, language.key, event.target.value),
              onFocus: props.setActiveStyle,
              onBlur: props.setInactiveStyle,
            }),
            h(
              'span',
              { className: 'bilingual-count' + (text.trim().length > limits.max ? ' over' : '') },
              text.trim().length + ' / ' + limits.max,
            ),
          );
        }),
      );
    },
  });

  /**
   * The value a preview shows. Decap's default preview hands some top-level fields over dressed up: `title`
   * as an <h1> element around the value, `description` not at all; those are read from the entry itself.
   */
  function previewValue(props) {
    var value = props.value;
    if (value && value.props && typeof value.type === 'string') return value.props.children;
    if (value === undefined && props.entry) return props.entry.getIn(['data', props.field.get('name')]);
    return value;
  }

  var BilingualPreview = createClass({
    render: function () {
      var value = previewValue(this.props);
      return h('div', null, h('p', { lang: 'en' }, textOf(value, 'en')), h('p', { lang: 'ta' }, textOf(value, 'ta')));
    },
  });

  CMS.registerWidget('bilingual', BilingualControl, BilingualPreview);

  /**
   * `localized`: one language's text in an entry edited in two languages side by side (the therapies: their
   * English and Tamil files). The limits are the language's own, picked by the pane's `locale`.
   */
  var LocalizedControl = createClass({
    limits: function () {
      var all = option(this.props.field, 'limits');
      return all[this.props.locale] || all.en;
    },

    isValid: function () {
      var text = typeof this.props.value === 'string' ? this.props.value : '';
      var wrong = problem(this.limits(), text);
      return wrong ? { error: { message: wrong } } : true;
    },

    render: function () {
      var props = this.props;
      var text = typeof props.value === 'string' ? props.value : '';
      var limits = this.limits();
      var multiline = props.field.get('multiline') === true;
      return h(
        'div',
        { className: 'bilingual-language localized' },
        h(multiline ? 'textarea' : 'input', {
          id: props.forID,
          lang: props.locale,
          className: 'bilingual-input',
          value: text,
          rows: multiline ? 6 : undefined,
          onChange: (event) => props.onChange(event.target.value),
          onFocus: props.setActiveStyle,
          onBlur: props.setInactiveStyle,
        }),
        h(
          'span',
          { className: 'bilingual-count' + (text.trim().length > limits.max ? ' over' : '') },
          text.trim().length + ' / ' + limits.max,
        ),
      );
    },
  });

  var LocalizedPreview = createClass({
    render: function () {
      return h('p', null, typeof this.props.value === 'string' ? this.props.value : '');
    },
  });

  CMS.registerWidget('localized', LocalizedControl, LocalizedPreview);
})();
